import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appendPage, nextPageAfter } from './pagedList';

describe('paged lists', () => {
  it('offers a next page only after a full page with more to come', () => {
    expect(nextPageAfter(1, 20, 20, 45)).toBe('idle');
    expect(nextPageAfter(2, 20, 20, 45)).toBe('idle');
    expect(nextPageAfter(3, 5, 20, 45)).toBe('none');
    // Exactly full: the total says there is nothing after.
    expect(nextPageAfter(1, 20, 20, 20)).toBe('none');
    // A short page ends the list even if the total grew meanwhile.
    expect(nextPageAfter(2, 0, 20, 21)).toBe('none');
  });

  it('appending keeps what is shown in order, adds the rest of the page in order, and shows nothing twice', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(50)), fc.array(fc.nat(50)), (shown, page) => {
        const result = appendPage(shown, page, (id) => id);
        expect(result.slice(0, shown.length)).toEqual(shown);
        expect(new Set(result).size).toBe(new Set([...shown, ...page]).size);
        const added = result.slice(shown.length);
        expect(added).toEqual(page.filter((id) => !shown.includes(id)));
      }),
    );
  });
});
