import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { oddsSelected } from '../sportActions';
import { setOddsType } from '../preferences/oddsTypePreference';
import { footballSnapshot, renderSport } from '../testing/sportTestHarness';
import { SportSurface } from '../sportStyles';
import { OddsCell } from './OddsCell';
import { selectIsOddsOnSlip } from './selectedOdds';

afterEach(() => setOddsType('E'));

/** A price's accessible name: match, market, selection (with its line) and the price, or 暂停投注. */
const oneX2 = (side: string, price: string): string => `阿森纳 对 切尔西 · 全场独赢 · ${side} · ${price}`;
const handicapHome = (price: string): string => `阿森纳 对 切尔西 · 让球 · 主 -0/0.5 · ${price}`;

function setup(now: () => number = () => 10_000) {
  const harness = renderSport(
    <>
      <OddsCell oddsId="o1" label="主" now={now} />
      <OddsCell oddsId="o3" label="客" now={now} />
      <OddsCell oddsId="r1" label="让主" now={now} />
    </>,
  );
  harness.snapshot('RB:FT', footballSnapshot(), 1_000);
  return harness;
}

describe('odds cell', () => {
  it('shows the price, without a flash before any change', () => {
    setup();
    const cell = screen.getByRole('button', { name: oneX2('主', '2.00') });
    expect(cell.getAttribute('data-flash')).toBeNull();
  });

  it('a price going up flashes red (up), going down flashes green (down), for 2 s', () => {
    let now = 10_000;
    const { prices } = setup(() => now);
    prices([{ oddsId: 'o1', price: '2.10' }, { oddsId: 'o3', price: '3.40' }], 10_000);
    expect(screen.getByRole('button', { name: oneX2('主', '2.10') }).getAttribute('data-flash')).toBe('up');
    expect(screen.getByRole('button', { name: oneX2('客', '3.40') }).getAttribute('data-flash')).toBe('down');
    now = 12_100;
    // Rendered again after 2 s (for any reason): the flash is over.
    prices([{ oddsId: 'o1', price: '2.10', status: 'suspended' }], 12_100);
    prices([{ oddsId: 'o1', price: '2.10', status: 'open' }], 12_100);
    expect(screen.getByRole('button', { name: oneX2('主', '2.10') }).getAttribute('data-flash')).toBeNull();
  });

  it('a new change the same way keeps the flash on the same element for 2 s from the newest change', () => {
    vi.useFakeTimers({ now: 100_000 });
    try {
      const { prices } = setup(() => 10_000);
      prices([{ oddsId: 'o1', price: '2.10' }], 9_000);
      const cell = screen.getByRole('button', { name: oneX2('主', '2.10') });
      expect(cell.getAttribute('data-flash')).toBe('up');
      act(() => void vi.advanceTimersByTime(1_500));
      prices([{ oddsId: 'o1', price: '2.20' }], 9_500);
      expect(screen.getByRole('button', { name: oneX2('主', '2.20') })).toBe(cell);
      act(() => void vi.advanceTimersByTime(1_500));
      expect(cell.getAttribute('data-flash')).toBe('up');
      prices([{ oddsId: 'o1', price: '2.00' }], 9_800);
      expect(cell.getAttribute('data-flash')).toBe('down');
      act(() => void vi.advanceTimersByTime(2_000));
      expect(cell.getAttribute('data-flash')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a re-render for anything but a price change leaves a running flash alone', () => {
    const { prices } = setup();
    prices([{ oddsId: 'r1', price: '2.10' }], 9_000);
    const cell = screen.getByRole('button', { name: handicapHome('2.10') });
    act(() => setOddsType('H'));
    expect(screen.getByRole('button', { name: handicapHome('1.10') })).toBe(cell);
    expect(cell.getAttribute('data-flash')).toBe('up');
  });

  it('a flashing price that is suspended shows no flash on its lock', () => {
    const { prices } = setup();
    prices([{ oddsId: 'o1', price: '2.10' }], 9_000);
    prices([{ oddsId: 'o1', price: '2.10', status: 'suspended' }], 9_100);
    expect(screen.getByRole('button', { name: oneX2('主', '暂停投注') }).getAttribute('data-flash')).toBeNull();
  });

  it('a suspended price shows a lock and cannot be clicked', () => {
    const { prices } = setup();
    prices([{ oddsId: 'o1', price: '2.00', status: 'suspended' }], 9_000);
    const cell = screen.getByRole('button', { name: oneX2('主', '暂停投注') });
    expect(cell).toHaveProperty('disabled', true);
    expect(cell.querySelector('svg.sp-lock')).not.toBeNull();
  });

  it('a stale feed locks every price it carries until the resync', () => {
    const { stale, snapshot } = setup();
    stale('RB:FT');
    expect(screen.getByRole('button', { name: oneX2('主', '暂停投注') })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: oneX2('客', '暂停投注') })).toHaveProperty('disabled', true);
    snapshot('RB:FT', footballSnapshot(), 2_000);
    expect(screen.getByRole('button', { name: oneX2('主', '2.00') })).toHaveProperty('disabled', false);
  });

  it('clicking a price hands the selection to the bet slip', () => {
    const { actions } = setup();
    fireEvent.click(screen.getByRole('button', { name: oneX2('客', '3.50') }));
    const picked = actions.filter(oddsSelected.match);
    expect(picked).toHaveLength(1);
    expect(picked[0]!.payload).toMatchObject({
      gameInfo: { gameId: 'g1', hgid: 'hg1', gide: 'dg1', team_h: '阿森纳', team_c: '切尔西' },
      playInfo: { w: 'M' },
      oddInfo: { gameId: 'g1', r: '' },
      championRate: null,
      oddsId: 'o3',
      side: 'C',
      price: '3.50',
      gameType: 'FT',
      isLive: true,
      leagueName: '英超',
    });
  });

  it('the odds format changes a handicap price (Hong Kong 1.90 -> 0.90, Malay 1.90 -> 0.90, Indonesian -1.11)', () => {
    setup();
    act(() => setOddsType('H'));
    expect(screen.getByRole('button', { name: handicapHome('0.90') })).toBeTruthy();
    act(() => setOddsType('I'));
    expect(screen.getByRole('button', { name: handicapHome('-1.11') })).toBeTruthy();
    act(() => setOddsType('M'));
    expect(screen.getByRole('button', { name: handicapHome('+0.90') })).toBeTruthy();
  });

  it('1X2 prices stay decimal in Hong Kong and Malay, as Asian books show them', () => {
    setup();
    act(() => setOddsType('H'));
    expect(screen.getByRole('button', { name: oneX2('主', '2.00') })).toBeTruthy();
    act(() => setOddsType('M'));
    expect(screen.getByRole('button', { name: oneX2('客', '3.50') })).toBeTruthy();
  });
});

describe('odds cell flash styles', () => {
  /** The declarations of each flash value, read from the rules the sport surface injects. */
  function flashRules(): Map<string, string> {
    renderSport(
      <SportSurface>
        <OddsCell oddsId="o1" />
      </SportSurface>,
    );
    const found = new Map<string, string>();
    for (const sheet of Array.from(document.styleSheets))
      for (const rule of Array.from(sheet.cssRules)) {
        const flash = /\[data-flash=["']([a-z-]+)["']\]$/.exec((rule as CSSStyleRule).selectorText ?? '');
        const body = /\{([^}]*)\}/.exec(rule.cssText);
        if (flash !== null && body !== null) found.set(flash[1]!, body[1]!.trim());
      }
    return found;
  }

  it('each direction is a plain colour on the flash attribute, with no animation to run every frame', () => {
    const rules = flashRules();
    expect([...rules.keys()].sort()).toEqual(['down', 'up']);
    expect(rules.get('up')).toMatch(/background-color: var\(--sp-up-bg\);\s*color: var\(--sp-up\)/);
    expect(rules.get('down')).toMatch(/background-color: var\(--sp-down-bg\);\s*color: var\(--sp-down\)/);
    for (const rule of rules.values()) expect(rule).not.toMatch(/animation/);
  });
});

describe('odds cell on the bet slip', () => {
  it('reads as selected when the slip holds it', () => {
    const slip = { betSlip: { entries: [{ oddsId: 'o3' }] } } as unknown as Parameters<typeof selectIsOddsOnSlip>[0];
    expect(selectIsOddsOnSlip(slip, 'o3')).toBe(true);
    expect(selectIsOddsOnSlip(slip, 'o1')).toBe(false);
    expect(selectIsOddsOnSlip({}, 'o3')).toBe(false);
  });
});
