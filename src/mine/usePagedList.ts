import { useEffect, useRef, useState } from 'react';
import { appendPage, nextPageAfter, type NextPage } from './pagedList';

/** A page as the list calls answer it. */
export interface ListPage<T> {
  list: T[];
  /** Items on every page. */
  total: number;
}

export type PagedList<T> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ok'; items: T[]; total: number; pageNum: number; next: NextPage };

export type ShownList<T> = Extract<PagedList<T>, { status: 'ok' }>;

/**
 * A list a member page loads a page at a time: the first page whenever `loadPage` changes (memoise it on what
 * it asks for, e.g. the tab), the next on `loadMore()` appended without repeats, `retry()` after a failure.
 * Answers that come after `loadPage` changed are dropped. `update` changes what is shown (an item read),
 * `removeItem` takes a deleted one out.
 */
export function usePagedList<T>(
  loadPage: (pageNum: number, pageSize: number) => Promise<ListPage<T>>,
  pageSize: number,
  idOf: (item: T) => string | number,
) {
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<PagedList<T>>({ status: 'loading' });
  const generation = useRef(0);

  useEffect(() => {
    const asked = ++generation.current;
    setList({ status: 'loading' });
    loadPage(1, pageSize).then(
      (page) => {
        if (asked !== generation.current) return;
        setList({
          status: 'ok',
          items: page.list,
          total: page.total,
          pageNum: 1,
          next: nextPageAfter(1, page.list.length, pageSize, page.total),
        });
      },
      () => {
        if (asked === generation.current) setList({ status: 'failed' });
      },
    );
  }, [loadPage, pageSize, attempt]);

  const update = (change: (shown: ShownList<T>) => ShownList<T>): void =>
    setList((shown) => (shown.status === 'ok' ? change(shown) : shown));

  const loadMore = (): void => {
    if (list.status !== 'ok' || (list.next !== 'idle' && list.next !== 'failed')) return;
    const asked = generation.current;
    const pageNum = list.pageNum + 1;
    update((shown) => ({ ...shown, next: 'loading' }));
    loadPage(pageNum, pageSize).then(
      (page) => {
        if (asked !== generation.current) return;
        update((shown) => ({
          ...shown,
          items: appendPage(shown.items, page.list, idOf),
          total: page.total,
          pageNum,
          next: nextPageAfter(pageNum, page.list.length, pageSize, page.total),
        }));
      },
      () => {
        if (asked === generation.current) update((shown) => ({ ...shown, next: 'failed' }));
      },
    );
  };

  /** Takes a deleted item out of what is shown, and out of the total. */
  const removeItem = (id: string | number): void =>
    update((shown) => ({
      ...shown,
      items: shown.items.filter((item) => idOf(item) !== id),
      total: Math.max(0, shown.total - 1),
    }));

  return { list, update, removeItem, loadMore, retry: () => setAttempt((n) => n + 1) };
}
