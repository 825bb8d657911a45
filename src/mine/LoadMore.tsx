import styled from '@emotion/styled';
import type { NextPage } from './pagedList';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  button {
    padding: 6px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  button:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;

export interface LoadMoreProps {
  /** "已显示 n / total 条", in the page's own words. */
  shownText: string;
  next: NextPage;
  onLoad: () => void;
  texts: { loadMore: string; loading: string; failed: string; retry: string };
}

/** Under a paged list: how much is shown, and the button for the next page (or its failure and 重试). */
export function LoadMore({ shownText, next, onLoad, texts }: LoadMoreProps) {
  return (
    <Bar>
      <span>{shownText}</span>
      {next === 'idle' && (
        <button type="button" onClick={onLoad}>
          {texts.loadMore}
        </button>
      )}
      {next === 'loading' && (
        <button type="button" disabled aria-busy="true">
          {texts.loading}
        </button>
      )}
      {next === 'failed' && (
        <span role="alert">
          {texts.failed}{' '}
          <button type="button" onClick={onLoad}>
            {texts.retry}
          </button>
        </span>
      )}
    </Bar>
  );
}
