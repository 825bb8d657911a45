import { useRef, useState, type KeyboardEvent } from 'react';
import styled from '@emotion/styled';
import { CORRECT_SCORE_OTHER, matchChannel } from '@src/contract';
import { useAppSelector } from '@src/store/hooks';
import { Dialog } from '@src/ui';
import { selectChannelStatus, selectLiveById, selectMatchById, selectMatchOdds } from '@streams';
import { useFeedChannel } from '../hooks/useFeedChannel';
import { MatchTracker } from '../live/MatchTracker';
import { PriceChart } from '../live/PriceChart';
import { OddsCell } from '../list/OddsCell';
import { FeedStatusBanner } from '../page/FeedStatusBanner';
import { SportSurface } from '../sportStyles';
import { useSportText, type SportTranslate } from '../sportText';
import { awayLine, formatLine } from './lineFormat';
import { marketLayout, sectionOnTab, type MarketLayout, type MarketSection, type MarketTab } from './marketLayout';

const Body = styled(SportSurface)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  .sp-detail-head {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 8px 12px;
    border-radius: 4px;
    background: var(--sp-league-bg);
  }
  .sp-detail-teams {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 4px 12px;
    flex: 1;
    font-size: 14px;
    font-weight: 600;
  }
  /* The text colour, not the red of the list's clocks: red on the head's tint is below 4.5:1 (axe, WCAG 1.4.3). */
  .sp-detail-clock {
    display: flex;
    flex-direction: column;
    font-weight: 600;
    min-width: 64px;
    padding-left: 8px;
    border-left: 3px solid var(--sp-live);
  }
  .sp-tracker {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .sp-tracker-half {
    color: var(--sp-muted);
    font-size: 12px;
  }
  .sp-tracker-counts {
    border-collapse: collapse;
    font-size: 12px;
    width: 100%;
  }
  .sp-tracker-counts th,
  .sp-tracker-counts td {
    padding: 2px 6px;
    text-align: center;
    font-weight: normal;
  }
  .sp-tracker-counts th[scope='row'] {
    text-align: left;
    max-width: 160px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .sp-glyph {
    vertical-align: -1px;
  }
  .sp-timeline {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 11px;
    color: var(--sp-muted);
  }
  .sp-timeline-track {
    position: relative;
    flex: 1;
    height: 28px;
    margin: 0;
    padding: 0;
    list-style: none;
    background: linear-gradient(var(--sp-border), var(--sp-border)) center / 100% 2px no-repeat,
      linear-gradient(var(--sp-border), var(--sp-border)) center / 1px 12px no-repeat;
  }
  .sp-timeline-mark {
    position: absolute;
    transform: translateX(-5px);
    line-height: 0;
  }
  .sp-timeline-mark[data-side='H'] {
    top: 1px;
  }
  .sp-timeline-mark[data-side='C'] {
    bottom: 1px;
  }
  .sp-tracker-recent {
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 12px;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  .sp-tracker-none,
  .sp-chart-empty {
    margin: 0;
    font-size: 12px;
    color: var(--sp-muted);
  }
  .sp-chart {
    margin: 0;
    font-size: 12px;
  }
  .sp-chart figcaption {
    margin-bottom: 4px;
    font-weight: 600;
  }
  .sp-chart svg[role='img'] {
    width: 100%;
    height: 72px;
    display: block;
    background: var(--sp-cell-bg);
    border-radius: 4px;
  }
  .sp-chart-legend {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    margin: 4px 0 0;
    padding: 0;
    list-style: none;
  }
  .sp-tabs {
    display: flex;
    gap: 4px;
    overflow-x: auto;
    border-bottom: 1px solid var(--sp-border);
  }
  .sp-tabs button {
    flex: none;
    padding: 6px 10px;
    border: none;
    border-bottom: 2px solid transparent;
    background: none;
    color: inherit;
    font: inherit;
    font-size: 13px;
    cursor: pointer;
  }
  .sp-tabs button[aria-selected='true'] {
    border-bottom-color: var(--sp-selected);
    color: var(--sp-selected);
    font-weight: 600;
  }
  .sp-tabs button:focus-visible {
    outline: 2px solid var(--sp-selected);
    outline-offset: -2px;
  }
  .sp-markets {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  section h3 {
    margin: 0 0 6px;
    font-size: 13px;
    padding: 4px 8px;
    border-left: 3px solid var(--sp-selected);
  }
  .sp-grid {
    display: grid;
    gap: 4px;
  }
  .sp-grid-3 {
    grid-template-columns: repeat(3, 1fr);
  }
  .sp-grid-2 {
    grid-template-columns: repeat(2, 1fr);
  }
  .sp-score-col {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  .sp-score-col h4 {
    margin: 0;
    font-size: 12px;
    font-weight: normal;
    color: var(--sp-muted);
    text-align: center;
  }
  .sp-grid .sp-odds {
    height: 32px;
  }
`;

const sameLayout = (a: MarketLayout, b: MarketLayout): boolean => a.key === b.key;

function sideText(t: SportTranslate, side: string): string {
  return t(`side.${side}` as 'side.H');
}

function SectionCells({ section, t }: { section: MarketSection; t: SportTranslate }) {
  switch (section.shape) {
    case 'sided':
      return (
        <div className={`sp-grid ${section.cells.length === 3 ? 'sp-grid-3' : 'sp-grid-2'}`}>
          {section.cells.map(({ side, oddsId }) => (
            <OddsCell key={oddsId} oddsId={oddsId} label={sideText(t, side)} />
          ))}
        </div>
      );
    case 'handicap':
      return (
        <div className="sp-grid sp-grid-2">
          {section.pairs.map((pair) => [
            <OddsCell key={`${pair.line}H`} oddsId={pair.first} label={`${t('side.H')} ${formatLine(pair.line, true)}`} />,
            <OddsCell key={`${pair.line}C`} oddsId={pair.second} label={`${t('side.C')} ${formatLine(awayLine(pair.line), true)}`} />,
          ])}
        </div>
      );
    case 'total':
      return (
        <div className="sp-grid sp-grid-2">
          {section.pairs.map((pair) => [
            <OddsCell key={`${pair.line}O`} oddsId={pair.first} label={`${t('side.O')} ${formatLine(pair.line, false)}`} />,
            <OddsCell key={`${pair.line}U`} oddsId={pair.second} label={`${t('side.U')} ${formatLine(pair.line, false)}`} />,
          ])}
        </div>
      );
    case 'scores':
      return (
        <div className="sp-grid sp-grid-3">
          {(
            [
              ['scoreHome', section.home],
              ['scoreDraw', section.draw],
              ['scoreAway', section.away],
            ] as const
          ).map(([title, cells]) => (
            <div key={title} className="sp-score-col">
              <h4>{t(`detail.${title}`)}</h4>
              {cells.map(({ side, oddsId }) => (
                <OddsCell key={oddsId} oddsId={oddsId} label={side} />
              ))}
            </div>
          ))}
          {section.other !== null ? (
            <OddsCell key={section.other.oddsId} oddsId={section.other.oddsId} label={sideText(t, CORRECT_SCORE_OTHER)} />
          ) : null}
        </div>
      );
  }
}

/** The tab bar: arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, activation follows focus). */
function MarketTabs({ tabs, current, onChange, panelId }: { tabs: MarketTab[]; current: MarketTab; onChange: (tab: MarketTab) => void; panelId: string }) {
  const t = useSportText();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(current);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (tab === undefined) return;
    onChange(tab);
    buttons.current[next]?.focus();
  };
  return (
    <div className="sp-tabs" role="tablist" aria-label={t('detail.tabs')} onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => (
        <button
          key={tab}
          ref={(element) => {
            buttons.current[i] = element;
          }}
          type="button"
          role="tab"
          aria-selected={tab === current}
          aria-controls={panelId}
          tabIndex={tab === current ? 0 : -1}
          onClick={() => onChange(tab)}
        >
          {t(`tab.${tab}`)}
        </button>
      ))}
    </div>
  );
}

function Markets({ gameId }: { gameId: string }) {
  const t = useSportText();
  const layout = useAppSelector((state) => marketLayout(selectMatchOdds(state, gameId)), sameLayout);
  const isLive = useAppSelector((state) => selectLiveById(state, gameId)?.isLive === true);
  const [chosen, setChosen] = useState<MarketTab>('all');
  const panelId = `sp-markets-${gameId}`;
  if (layout.sections.length === 0) return <p>{t('detail.empty')}</p>;
  const tab = layout.tabs.includes(chosen) ? chosen : 'all';
  const main = layout.sections.find((section) => section.playType === 'M');
  return (
    <>
      {isLive && main?.shape === 'sided' ? <PriceChart cells={main.cells} /> : null}
      <MarketTabs tabs={layout.tabs} current={tab} onChange={setChosen} panelId={panelId} />
      <div id={panelId} role="tabpanel" aria-label={t(`tab.${tab}`)} className="sp-markets">
        {layout.sections
          .filter((section) => sectionOnTab(section, tab))
          .map((section) => (
            <section key={section.playType} aria-label={t(`market.${section.playType}`)}>
              <h3>{t(`market.${section.playType}`)}</h3>
              <SectionCells section={section} t={t} />
            </section>
          ))}
      </div>
    </>
  );
}

/**
 * Every market of one match (channel `match:<gameId>`), grouped in tabs as bet365 does (全部, 让球&大小, 半场, 波胆,
 * 角球, 罚牌, 单节, 盘局: only those the match offers), every line; above them the live match tracker and, in
 * play, the chart of the 1X2 prices since kick-off.
 */
export function MatchDetail({ gameId, onClose }: { gameId: string; onClose: () => void }) {
  const t = useSportText();
  const channel = matchChannel(gameId);
  useFeedChannel(channel);
  const match = useAppSelector((state) => selectMatchById(state, gameId));
  const status = useAppSelector((state) => selectChannelStatus(state, channel));
  const title = match === undefined ? t('detail.title') : `${match.team_h} ${t('list.vs')} ${match.team_c}`;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title} closeLabel={t('detail.close')} width={760}>
      <Body>
        <FeedStatusBanner channels={[channel]} />
        <MatchTracker gameId={gameId} />
        {status === 'subscribing' && match === undefined ? <p>{t('detail.loading')}</p> : <Markets gameId={gameId} />}
      </Body>
    </Dialog>
  );
}
