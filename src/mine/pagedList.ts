/** Lists a member area page loads a page at a time ("加载更多"). */

/** Whether there is a next page, and how asking for it goes. */
export type NextPage = 'none' | 'idle' | 'loading' | 'failed';

/** Whether pages past `pageNum` may hold more: this page was full and the total says there are more. */
export function nextPageAfter(pageNum: number, received: number, pageSize: number, total: number): NextPage {
  return received === pageSize && pageNum * pageSize < total ? 'idle' : 'none';
}

/**
 * The next page appended to what is shown. Items added meanwhile push older ones down a page, so an item
 * already shown is not shown twice.
 */
export function appendPage<T>(
  shown: readonly T[],
  page: readonly T[],
  idOf: (item: T) => string | number,
): T[] {
  const seen = new Set(shown.map(idOf));
  return [...shown, ...page.filter((item) => !seen.has(idOf(item)))];
}
