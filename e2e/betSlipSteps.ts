import type { Locator, Page } from '@playwright/test';

/** The bet slip's dock on the sport page. */
export const dock = (page: Page): Locator => page.getByTestId('bet-slip-dock');

/** An enabled price of the nth match row. */
export const priceOfRow = (page: Page, n: number): Locator =>
  page
    .getByTestId('match-row')
    .nth(n)
    .getByRole('button', { name: /\d\.\d\d$/ })
    .and(page.locator(':enabled'))
    .first();

export interface SlipSelection {
  gameId: string;
  oddsId: string;
  price: string;
}

/** A selection of the slip as the page saved it (localStorage): its match and odds ids and price; the first by default. */
export async function slipSelection(page: Page, which: 'first' | 'last' = 'first'): Promise<SlipSelection> {
  const saved = await page.evaluate(() => localStorage.getItem('sportsbook.betSlip.v1'));
  const slip = JSON.parse(saved ?? '{}') as { entries?: { gameInfo: { gameId: string }; oddsId: string; price: string }[] };
  const entry = which === 'first' ? slip.entries?.[0] : slip.entries?.at(-1);
  if (!entry) throw new Error('the slip holds no selection');
  return { gameId: entry.gameInfo.gameId, oddsId: entry.oddsId, price: entry.price };
}

/** A decimal price some cents lower, never below 1.01 ("1.97" -> "1.89"), without a float. */
export function lowered(price: string, cents: number): string {
  const [whole = '0', part = '00'] = price.split('.');
  const value = Math.max(101, Number(whole) * 100 + Number(part) - cents);
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}
