import styled from '@emotion/styled';

/** Fixed row heights: the virtual list computes offsets from these, so rows never measure themselves. */
export const LEAGUE_ROW_HEIGHT = 34;
/** On a phone a league header is a touch target: 44 px, the least a finger needs (WCAG 2.5.5). */
export const PHONE_LEAGUE_ROW_HEIGHT = 44;
// Three 1X2 prices stack in one row: 72 px leaves them unclipped at 12 px type in both editions.
export const MATCH_ROW_HEIGHT = 72;

/**
 * Phones (DESIGN.md decision 6: every page works from 360 px with touch): below a tablet's width the sport page
 * takes its phone layout. The shell's header has the same width in src/app/layout/phoneShell.css.
 */
export const PHONE_MEDIA = '(max-width: 767px)';

/** How long a price change shows its colour. */
export const FLASH_MS = 2_000;

/**
 * The sport surfaces' styles, once, as class rules under one root. Rows and odds cells carry plain class
 * names: nothing is serialized per render on the hot path, and both editions come from the theme's
 * colours through CSS variables.
 */
export const SportSurface = styled.div`
  /* Flash colours keep 4.5:1 contrast on their tint in both editions (axe checks the home page mid-flash). */
  --sp-up: ${({ theme }) => (theme.edition === 'professional' ? '#ff8080' : '#b72525')};
  --sp-down: ${({ theme }) => (theme.edition === 'professional' ? '#5fe08f' : '#1b7a43')};
  --sp-up-bg: ${({ theme }) => (theme.edition === 'professional' ? 'rgba(255, 80, 80, 0.16)' : 'rgba(224, 49, 49, 0.1)')};
  --sp-down-bg: ${({ theme }) => (theme.edition === 'professional' ? 'rgba(76, 196, 122, 0.16)' : 'rgba(31, 157, 85, 0.1)')};
  --sp-cell-bg: ${({ theme }) => (theme.edition === 'professional' ? '#1c2532' : '#f7f9fc')};
  --sp-cell-hover: ${({ theme }) => (theme.edition === 'professional' ? '#263244' : '#e8f0fb')};
  --sp-league-bg: ${({ theme }) => (theme.edition === 'professional' ? '#222c3a' : '#dfe7f2')};
  --sp-selected: ${({ theme }) => theme.colors.primary};
  --sp-border: ${({ theme }) => theme.colors.border};
  --sp-muted: ${({ theme }) => theme.colors.textMuted};
  /* A favourite's star: the accent as readable on the surface (the bright accent was 2:1 on white, under 1.4.11's 3:1). */
  --sp-accent: ${({ theme }) => theme.colors.accentText};
  --sp-market-cols: 84px 112px 112px 84px;
  --sp-live: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 13px;

  button {
    font: inherit;
    color: inherit;
  }
  .sp-num {
    font-family: ${({ theme }) => theme.fonts.numeric};
    font-variant-numeric: tabular-nums;
  }

  /* ---- league header ---- */
  .sp-league {
    display: grid;
    grid-template-columns: 72px minmax(140px, 1fr) 28px var(--sp-market-cols) 44px;
    align-items: center;
    gap: 4px;
    height: ${LEAGUE_ROW_HEIGHT}px;
    padding: 0 8px;
    box-sizing: border-box;
    background: var(--sp-league-bg);
    border-bottom: 1px solid var(--sp-border);
    font-weight: 600;
  }
  .sp-league-plain {
    display: flex;
  }
  .sp-league-toggle {
    grid-column: span 2;
    display: flex;
    align-items: center;
    gap: 6px;
    flex: 1;
    min-width: 0;
    height: 100%;
    border: 0;
    background: transparent;
    cursor: pointer;
    text-align: left;
    padding: 0;
  }
  .sp-league-name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .sp-league-count {
    color: var(--sp-muted);
    font-weight: 400;
  }
  .sp-chevron {
    display: inline-block;
    width: 10px;
    transition: transform 0.15s;
    color: var(--sp-muted);
  }
  .sp-chevron[data-open='false'] {
    transform: rotate(-90deg);
  }
  .sp-heads {
    display: contents;
    color: var(--sp-muted);
    font-weight: 400;
    font-size: 12px;
  }
  .sp-heads > span {
    text-align: center;
    color: var(--sp-muted);
    font-weight: 400;
    font-size: 12px;
  }

  /* ---- match row ---- */
  .sp-row {
    display: grid;
    grid-template-columns: 72px minmax(140px, 1fr) 28px var(--sp-market-cols) 44px;
    gap: 4px;
    align-items: center;
    height: ${MATCH_ROW_HEIGHT}px;
    padding: 0 8px;
    box-sizing: border-box;
    border-bottom: 1px solid var(--sp-border);
    background: ${({ theme }) => theme.colors.surface};
  }
  .sp-time {
    display: flex;
    flex-direction: column;
    gap: 2px;
    font-size: 12px;
    color: var(--sp-muted);
  }
  .sp-time[data-live='true'] {
    color: var(--sp-live);
    font-weight: 600;
  }
  .sp-teams {
    display: grid;
    grid-template-rows: 1fr 1fr;
    min-width: 0;
    row-gap: 4px;
  }
  .sp-team {
    display: flex;
    align-items: center;
    gap: 8px;
    min-width: 0;
  }
  .sp-team-name {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .sp-score {
    min-width: 18px;
    text-align: right;
    font-weight: 600;
    color: var(--sp-live);
  }
  .sp-score[data-main='false'] {
    color: var(--sp-muted);
    font-weight: 400;
  }
  .sp-market {
    display: grid;
    grid-auto-rows: 1fr;
    gap: 2px;
    height: calc(100% - 8px);
  }
  .sp-more {
    height: 40px;
    border: 1px solid var(--sp-border);
    border-radius: 4px;
    background: transparent;
    cursor: pointer;
    color: var(--sp-selected);
  }
  .sp-star {
    border: 0;
    background: transparent;
    cursor: pointer;
    font-size: 15px;
    line-height: 1;
    color: var(--sp-muted);
    padding: 2px;
  }
  .sp-star[aria-pressed='true'] {
    color: var(--sp-accent);
  }

  /* ---- odds cell ---- */
  .sp-odds {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 4px;
    min-width: 0;
    height: 100%;
    min-height: 18px;
    padding: 0 6px;
    border: 1px solid transparent;
    border-radius: 3px;
    background: var(--sp-cell-bg);
    cursor: pointer;
    white-space: nowrap;
  }
  /* Not on a selected price: its white text would stand on the light hover colour. */
  .sp-odds:hover:not(:disabled):not([aria-pressed='true']) {
    background: var(--sp-cell-hover);
  }
  .sp-odds:disabled {
    cursor: not-allowed;
    color: var(--sp-muted);
  }
  .sp-odds[aria-pressed='true'] {
    border-color: var(--sp-selected);
    background: var(--sp-selected);
    /* The brand's text on its primary colour: white on the dark edition's light blue was 2.65:1. */
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  /* The muted label on the primary colour was under 2:1 in both editions. */
  .sp-odds[aria-pressed='true'] .sp-odds-label {
    color: inherit;
  }
  .sp-odds-label {
    color: var(--sp-muted);
    font-size: 12px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .sp-sep {
    white-space: pre;
  }
  .sp-price {
    margin-left: auto;
    flex-shrink: 0;
    font-weight: 600;
    font-family: ${({ theme }) => theme.fonts.numeric};
    font-variant-numeric: tabular-nums;
  }
  /*
   * A price's flash (usePriceFlash): a plain style on an attribute, set for 2 s; no animation, which Chromium
   * would re-style and re-paint every frame on every changed price.
   */
  .sp-odds[data-flash='up'] {
    background-color: var(--sp-up-bg);
    color: var(--sp-up);
  }
  .sp-odds[data-flash='down'] {
    background-color: var(--sp-down-bg);
    color: var(--sp-down);
  }
  .sp-odds[data-flash='up'] .sp-price::after {
    content: '▲';
    font-size: 9px;
    margin-left: 2px;
    color: var(--sp-up);
  }
  .sp-odds[data-flash='down'] .sp-price::after {
    content: '▼';
    font-size: 9px;
    margin-left: 2px;
    color: var(--sp-down);
  }
  .sp-odds-empty {
    background: transparent;
    cursor: default;
  }
  .sp-lock {
    margin-left: auto;
    font-size: 11px;
  }

  /* ---- list ---- */
  .sp-list {
    position: relative;
    flex: 1;
    min-height: 0;
    border: 1px solid var(--sp-border);
    border-radius: 4px;
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surface};
  }
  .sp-sticky {
    position: absolute;
    top: 0;
    left: 0;
    right: 12px;
    z-index: 2;
    box-shadow: 0 2px 4px rgba(0, 0, 0, 0.15);
  }
  /*
   * ---- a phone (DESIGN.md decision 6) ----
   * A compact row: clock over the favourite star, the teams, one market's prices side by side (the market the
   * page's 盘口 choice names, data-phone-market on the page) and the way into every market; every target 44 px.
   */
  @media ${PHONE_MEDIA} {
    .sp-league {
      grid-template-columns: minmax(0, 1fr) 44px;
      height: ${PHONE_LEAGUE_ROW_HEIGHT}px;
      padding: 0 0 0 8px;
    }
    .sp-league-toggle {
      grid-column: 1;
    }
    .sp-heads,
    .sp-heads-pad {
      display: none;
    }
    .sp-league .sp-star,
    .sp-row .sp-star {
      width: 44px;
      height: 44px;
    }
    .sp-row {
      grid-template-columns: 44px minmax(0, 1fr) minmax(132px, 168px) 44px;
      grid-template-rows: 28px 44px;
      grid-template-areas:
        'time teams market more'
        'star teams market more';
      column-gap: 4px;
      row-gap: 0;
      padding: 0 4px 0 0;
    }
    .sp-time {
      grid-area: time;
      align-self: end;
      gap: 0;
      font-size: 11px;
      line-height: 13px;
      text-align: center;
      white-space: nowrap;
    }
    .sp-teams {
      grid-area: teams;
    }
    .sp-row > .sp-star {
      grid-area: star;
    }
    .sp-market {
      display: none;
    }
    .sp-more {
      grid-area: more;
      width: 44px;
      height: 44px;
      padding: 0;
    }
    .sp-row .sp-odds {
      flex-direction: column;
      justify-content: center;
      gap: 0;
      min-height: 44px;
      padding: 0 2px;
      line-height: 1.2;
    }
    .sp-row .sp-odds-label {
      max-width: 100%;
      font-size: 11px;
    }
    .sp-row .sp-sep {
      display: none;
    }
    .sp-row .sp-odds[aria-pressed='true'] .sp-odds-label {
      color: inherit;
    }
    .sp-row .sp-price {
      margin-left: 0;
    }
    .sp-row .sp-lock {
      margin: 0;
    }
  }
  @media ${PHONE_MEDIA} {
    ${(['M', 'R', 'OU', 'EO'] as const)
      .map(
        (market) => `&[data-phone-market='${market}'] .sp-market[data-market='${market}'] {
      grid-area: market;
      display: grid;
      grid-auto-flow: column;
      grid-auto-columns: minmax(0, 1fr);
      grid-auto-rows: 44px;
      gap: 2px;
      height: 44px;
    }`,
      )
      .join('\n    ')}
  }
`;
