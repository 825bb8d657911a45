import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import zhCN from '../locales/zh-CN.json';
import zhTW from '../locales/zh-TW.json';
import type { SportTranslate } from '../sportText';
import { priceAccessibleName, priceNamer, selectionText } from './priceName';

function translator(language: 'zh-CN' | 'zh-TW'): SportTranslate {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    resources: { 'zh-CN': { sport: zhCN }, 'zh-TW': { sport: zhTW } },
    defaultNS: 'sport',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const translate = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return (key, values = {}) => translate(key, values);
}

const t = translator('zh-CN');
const match = { team_h: '曼联', team_c: '切尔西' };

describe('a price is announced with its match, market, selection and price', () => {
  it('a handicap price names both teams, the market, the side with its line, and the price', () => {
    const name = priceAccessibleName({ match, odds: { playType: 'R', side: 'H', line: '-0.5' }, price: '1.84' }, t);
    expect(name).toBe('曼联 对 切尔西 · 让球 · 主 -0.5 · 1.84');
  });

  it('the away side of a handicap reads its own line; a quarter line reads as its two halves', () => {
    expect(selectionText({ playType: 'R', side: 'C', line: '-0.25' }, t)).toBe('客 +0/0.5');
    expect(selectionText({ playType: 'R', side: 'H', line: '0' }, t)).toBe('主 0');
  });

  it('over/under, 1X2 and odd/even read as the player sees them', () => {
    expect(priceAccessibleName({ match, odds: { playType: 'OU', side: 'O', line: '2.75' }, price: '0.92' }, t)).toBe(
      '曼联 对 切尔西 · 大小 · 大 2.5/3 · 0.92',
    );
    expect(priceAccessibleName({ match, odds: { playType: 'M', side: 'N', line: '' }, price: '3.20' }, t)).toBe(
      '曼联 对 切尔西 · 全场独赢 · 和 · 3.20',
    );
    expect(selectionText({ playType: 'EO', side: 'EVEN', line: '' }, t)).toBe('双');
  });

  it('a suspended price says betting on it is suspended, in place of a price', () => {
    const name = priceAccessibleName({ match, odds: { playType: 'M', side: 'H', line: '' }, price: null }, t);
    expect(name).toBe('曼联 对 切尔西 · 全场独赢 · 主 · 暂停投注');
  });

  it("an outright names the event and the participant", () => {
    const event = { team_h: '英超 2026/27 冠军', team_c: '' };
    expect(priceAccessibleName({ match: event, odds: { playType: 'FS', side: '阿森纳', line: '' }, price: '4.50' }, t)).toBe(
      '英超 2026/27 冠军 · 冠军 · 阿森纳 · 4.50',
    );
  });

  it('a cell words its name once, then names each price it moves to as in full, without translating again', () => {
    const odds = { playType: 'R', side: 'C', line: '-0.25' } as const;
    let translations = 0;
    const counting: SportTranslate = (key, values) => ((translations += 1), t(key, values));
    const nameOf = priceNamer(match, odds, counting);
    const setUp = translations;
    for (const price of ['1.84', '1.86', null]) expect(nameOf(price)).toBe(priceAccessibleName({ match, odds, price }, t));
    expect(translations).toBe(setUp);
  });

  it('reads in traditional Chinese under zh-TW', () => {
    const name = priceAccessibleName(
      { match: { team_h: '曼聯', team_c: '切爾西' }, odds: { playType: 'R', side: 'H', line: '-0.5' }, price: null },
      translator('zh-TW'),
    );
    expect(name).toBe('曼聯 對 切爾西 · 讓球 · 主 -0.5 · 暫停投注');
  });
});
