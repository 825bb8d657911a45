import styled from '@emotion/styled';
import { GAME_LIST_TABS, GAME_SORTS, GAME_TAGS, type GameListTab, type GameSort, type GameTag } from '@src/contract/venue';
import { useLobbyText } from './useLobbyText';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin-bottom: ${({ theme }) => theme.space.lg};
  [role='group'] {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  [role='group'] > span {
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
  [role='group'] button:focus-visible,
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .tabs button {
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
  .search {
    position: relative;
    display: flex;
    flex: 1 1 240px;
    justify-content: flex-end;
  }
  input {
    width: 100%;
    max-width: 320px;
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
  /* A phone: each row scrolls sideways, every control a 44 px touch target. */
  @media (max-width: 767px) {
    flex-direction: column;
    align-items: stretch;
    [role='group'] {
      overflow-x: auto;
      scrollbar-width: none;
    }
    [role='group'] button,
    input {
      min-height: 44px;
    }
    .search {
      flex-basis: auto;
    }
    input {
      max-width: none;
    }
    .clear {
      width: 44px;
      height: 44px;
    }
  }
`;

function Choice<T extends string>({
  label,
  className,
  options,
  value,
  text,
  onChange,
}: {
  label: string;
  className?: string;
  options: readonly T[];
  value: T;
  text: (option: T) => string;
  onChange: (option: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className={className}>
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
      <Choice
        label={t('tabs.label')}
        className="tabs"
        options={GAME_LIST_TABS}
        value={tab}
        text={(option) => t(`tabs.${option}`)}
        onChange={onTab}
      />
      <Choice
        label={t('tags.label')}
        options={TAG_CHOICES}
        value={tag ?? ALL_TAGS}
        text={(option) => t(`tags.${option}`)}
        onChange={(option) => onTag(option === ALL_TAGS ? null : option)}
      />
      <Choice
        label={t('sort.label')}
        options={GAME_SORTS}
        value={sort}
        text={(option) => t(`sort.${option}`)}
        onChange={onSort}
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
          <button type="button" className="clear" aria-label={t('search.clear')} onClick={() => onSearch('')}>
            <span aria-hidden="true">✕</span>
          </button>
        ) : null}
      </div>
    </Bar>
  );
}
