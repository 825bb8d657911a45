import type { ReactNode } from 'react';
import { Button } from '@src/ui';
import { ItemList } from './expandableList';
import { LoadMore } from './LoadMore';
import type { PagedList } from './usePagedList';

export interface PagedListTexts {
  loading: string;
  failed: string;
  retry: string;
  empty: string;
  loadMore: string;
  /** "已显示 n / total 条", in the page's own words. */
  shown: (shown: number, total: number) => string;
}

/** The keys a page's catalogue has for its list (loading, failed, retry, empty, loadMore, shown with counts). */
type ListTextKey = 'loading' | 'failed' | 'retry' | 'empty' | 'loadMore' | 'shown';

/** A page's list texts from its own t(), whose catalogue has the keys of ListTextKey. */
export function pagedListTexts(
  t: (key: ListTextKey, values?: Record<string, number>) => string,
): PagedListTexts {
  return {
    loading: t('loading'),
    failed: t('failed'),
    retry: t('retry'),
    empty: t('empty'),
    loadMore: t('loadMore'),
    shown: (shown, total) => t('shown', { shown, total }),
  };
}

export interface PagedListViewProps<T> {
  list: PagedList<T>;
  retry: () => void;
  loadMore: () => void;
  texts: PagedListTexts;
  /** One `<li>` per item. */
  renderItem: (item: T) => ReactNode;
}

/**
 * A list from usePagedList as a member page shows it: loading, its failure with 重试, the empty text, or the
 * items with how many are shown and 加载更多.
 */
export function PagedListView<T>({ list, retry, loadMore, texts, renderItem }: PagedListViewProps<T>) {
  if (list.status === 'loading') return <p role="status">{texts.loading}</p>;
  if (list.status === 'failed') {
    return (
      <p role="alert">
        {texts.failed}{' '}
        <Button type="button" variant="link" onClick={retry}>
          {texts.retry}
        </Button>
      </p>
    );
  }
  if (list.items.length === 0) return <p>{texts.empty}</p>;
  return (
    <>
      <ItemList>{list.items.map(renderItem)}</ItemList>
      <LoadMore
        shownText={texts.shown(list.items.length, Math.max(list.total, list.items.length))}
        next={list.next}
        onLoad={loadMore}
        texts={texts}
      />
    </>
  );
}
