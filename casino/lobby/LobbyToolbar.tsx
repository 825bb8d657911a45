import styled from '@emotion/styled';
import {
  GAME_LIST_TABS,
  GAME_SORTS,
  GAME_TAGS,
  type GameListTab,
  type GameSort,
  type GameTag,
} from '@src/contract/venue';
import { useLobbyText } from './useLobbyText';

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  }
  [role='group'] {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  .group-label {
    margin-right: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    white-space: nowrap;
  }
  [role='group'] button {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    white-space: nowrap;
    cursor: pointer;
  }
  [role='group'] button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  /* The list's tabs: underlined words, not chips. */
  .tabs {
    gap: ${({ theme }) => theme.space.lg};
  }
  .tabs button,
  .tabs button[aria-pressed='true'] {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.xxs};
    border: 0;
    border-bottom: 3px solid transparent;
    border-radius: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
  .tabs button[aria-pressed='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
  [role='group'] button:focus-visible,
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .search {
    position: relative;
    display: flex;
    flex: 0 1 320px;
  }
  input {
    width: 100%;
    min-height: 40px;
    padding: 0 40px 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSize.md};
    box-sizing: border-box;
  }
  .clear {
    position: absolute;
    top: 50%;
    right: 0;
    width: 40px;
    height: 40px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    transform: translateY(-50%);
    cursor: pointer;
  }
  /* A phone: the search spans the width, the chips and the sort share one row scrolled sideways, every control a
     44 px touch target. */
  @media (max-width: 767px) {
    gap: ${({ theme }) => theme.space.sm};
    .search {
      flex: 1 1 100%;
    }
    .filters {
      flex-wrap: nowrap;
      overflow-x: auto;
      scrollbar-width: none;
    }
    [role='group'] button,
    .tabs button,
    .tabs button[aria-pressed='true'],
    input {
      min-height: 44px;
    }
    .clear {
      width: 44px;
      height: 44px;
    }
  }
`;

function Choice<T extends string>({
  label,
  shownLabel,
  className,
  options,
  value,
  text,
  onChange,
}: {
  label: string;
  /** Shown before the choices (the group is named by `label` either way). */
  shownLabel?: string;
  className?: string;
  options: readonly T[];
  value: T;
  text: (option: T) => string;
  onChange: (option: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className={className}>
      {shownLabel ? (
        <span className="group-label" aria-hidden="true">
          {shownLabel}
        </span>
      ) : null}
      {options.map((option) => (
        <button key={option} type="button" aria-pressed={option === value} onClick={() => onChange(option)}>
          {text(option)}
        </button>
      ))}
    </div>
  );
}

const ALL_TAGS = 'all';
type TagChoice = GameTag | typeof ALL_TAGS;
const TAG_CHOICES: readonly TagChoice[] = [ALL_TAGS, ...GAME_TAGS];

export interface LobbyToolbarProps {
  tab: GameListTab;
  sort: GameSort;
  tag: GameTag | null;
  search: string;
  onTab: (tab: GameListTab) => void;
  onSort: (sort: GameSort) => void;
  onTag: (tag: GameTag | null) => void;
  onSearch: (search: string) => void;
}

/** The game list's controls: 全部 / 收藏 / 最近玩过, the sort, the tag chips and the search box. */
export function LobbyToolbar({ tab, sort, tag, search, onTab, onSort, onTag, onSearch }: LobbyToolbarProps) {
  const t = useLobbyText();
  return (
    <Bar>
      <div className="row">
        <Choice
          label={t('tabs.label')}
          className="tabs"
          options={GAME_LIST_TABS}
          value={tab}
          text={(option) => t(`tabs.${option}`)}
          onChange={onTab}
        />
        <div className="search" role="search">
          <input
            type="search"
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            maxLength={30}
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
          {search ? (
            <button
              type="button"
              className="clear"
              aria-label={t('search.clear')}
              onClick={() => onSearch('')}
            >
              <span aria-hidden="true">✕</span>
            </button>
          ) : null}
        </div>
      </div>
      <div className="row filters">
        <Choice
          label={t('tags.label')}
          options={TAG_CHOICES}
          value={tag ?? ALL_TAGS}
          text={(option) => t(`tags.${option}`)}
          onChange={(option) => onTag(option === ALL_TAGS ? null : option)}
        />
        <Choice
          label={t('sort.label')}
          shownLabel={t('sort.label')}
          options={GAME_SORTS}
          value={sort}
          text={(option) => t(`sort.${option}`)}
          onChange={onSort}
        />
      </div>
    </Bar>
  );
}
