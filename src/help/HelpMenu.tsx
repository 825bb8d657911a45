import { css } from '@emotion/react';
import { useId, useMemo, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { useArticlePalette, useCatalogue } from './article';
import type { ArticlePalette } from './article';
import { HELP_NS, registerHelpResources } from './resources';
import { HELP_GROUPS } from './topics';
import type { HelpTopic } from './topics';

export interface HelpMenuProps {
  readonly topics: readonly HelpTopic[];
}

const styles = (p: ArticlePalette) => ({
  nav: css`
    font-family: ${p.fontFamily};
    color: ${p.text};
    background: ${p.surface};
    border: 1px solid ${p.border};
    border-radius: 6px;
    padding: 12px 0;
  `,
  title: css`
    font-size: 16px;
    font-weight: 600;
    padding: 0 16px 8px;
    margin: 0;
  `,
  groups: css`
    list-style: none;
    margin: 0;
    padding: 0;
  `,
  groupLabel: css`
    display: block;
    font-size: 12px;
    color: ${p.muted};
    padding: 10px 16px 4px;
  `,
  items: css`
    list-style: none;
    margin: 0;
    padding: 0;
  `,
  link: css`
    display: block;
    padding: 6px 16px 6px 24px;
    font-size: 14px;
    line-height: 1.6;
    color: ${p.text};
    text-decoration: none;
    border-left: 3px solid transparent;
    &:hover {
      color: ${p.accent};
    }
    &:focus-visible {
      outline: 2px solid ${p.focus};
      outline-offset: -2px;
    }
    &[aria-current='page'] {
      color: ${p.accent};
      font-weight: 600;
      border-left-color: ${p.accent};
      background: ${p.subtleBackground};
    }
  `,
});

const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The help centre's menu: topics grouped, the current one marked, arrow keys moving between entries. */
export function HelpMenu({ topics }: HelpMenuProps) {
  const catalogue = useCatalogue(HELP_NS, registerHelpResources);
  const palette = useArticlePalette();
  const s = useMemo(() => styles(palette), [palette]);
  const navRef = useRef<HTMLElement>(null);
  const idPrefix = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = MOVES[event.key];
    const nav = navRef.current;
    if (!move || !nav) return;
    const links = Array.from(nav.querySelectorAll<HTMLAnchorElement>('a[href]'));
    if (links.length === 0) return;
    const current = links.findIndex((link) => link === document.activeElement);
    event.preventDefault();
    links[move(current < 0 ? 0 : current, links.length)]?.focus();
  };

  return (
    <nav ref={navRef} aria-label={catalogue.text('ui.navLabel')} css={s.nav} onKeyDown={onKeyDown}>
      <p css={s.title}>{catalogue.text('ui.title')}</p>
      <ul css={s.groups}>
        {HELP_GROUPS.map((group) => {
          const inGroup = topics.filter((topic) => topic.group === group);
          if (inGroup.length === 0) return null;
          const labelId = `${idPrefix}-${group}`;
          return (
            <li key={group}>
              <span id={labelId} css={s.groupLabel}>
                {catalogue.text(`ui.groups.${group}`)}
              </span>
              <ul css={s.items} aria-labelledby={labelId}>
                {inGroup.map((topic) => (
                  <li key={topic.key}>
                    <NavLink to={topic.key} css={s.link}>
                      {catalogue.text(`ui.menu.${topic.key}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
