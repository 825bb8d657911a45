import { describe, expect, it } from 'vitest';
import { siteTime } from '@src/contract/siteClock';
import { formatChatTime } from './chatTime';

// 18:32 UTC on 22 November is 02:32 on 23 November on the site's clock (UTC+8).
const SENT = Date.UTC(2026, 10, 22, 18, 32, 0);

describe('chat message times', () => {
  it("read the site's clock, as the bet records do: the same minute on both", () => {
    const now = Date.UTC(2026, 10, 22, 18, 40, 0);
    expect(formatChatTime(SENT, now)).toBe('02:32');
    expect(siteTime(SENT).slice(11, 16)).toBe(formatChatTime(SENT, now));
  });

  it("carry the date when sent on another day of the site's clock", () => {
    // 16:01 UTC is already the next day at the site, 23:59 there was the day before.
    expect(formatChatTime(Date.UTC(2026, 10, 22, 15, 59, 0), Date.UTC(2026, 10, 22, 16, 1, 0))).toBe('11/22 23:59');
    expect(formatChatTime(SENT, Date.UTC(2026, 10, 23, 17, 0, 0))).toBe('11/23 02:32');
  });
});
