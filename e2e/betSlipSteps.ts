import type { Locator, Page } from '@playwright/test';
import { fenToMoney, moneyToFen } from '../src/contract/money';
import { BET_SLIP_STORAGE_KEY } from '../sportsbook/betslip/betSlipStorageKey';

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
  const saved = await page.evaluate((key) => localStorage.getItem(key), BET_SLIP_STORAGE_KEY);
  const slip = JSON.parse(saved ?? '{}') as { entries?: { gameInfo: { gameId: string }; oddsId: string; price: string }[] };
  const entry = which === 'first' ? slip.entries?.[0] : slip.entries?.at(-1);
  if (!entry) throw new Error('the slip holds no selection');
  return { gameId: entry.gameInfo.gameId, oddsId: entry.oddsId, price: entry.price };
}

/** A 2-decimal price some hundredths lower, never below 1.01 ("1.97" -> "1.89"), with the contract's exact maths. */
export function lowered(price: string, cents: number): string {
  const value = moneyToFen(price) - BigInt(cents);
  return fenToMoney(value < 101n ? 101n : value);
}
