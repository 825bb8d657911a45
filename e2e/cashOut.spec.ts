import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { fenToMoney, moneyToFen } from '../src/contract/money';
import { devCall } from './authSteps';
import { dock, priceOfRow, slipSelection } from './betSlipSteps';
import { expect, test } from './fixtures/backend';
import { registerAndSignIn } from './memberSession';
import { pick } from './phoneSteps';

// Fast in-play matches held still by the dev API; a 1 s in-play hold (确认中) before a bet is accepted.
test.use({ backendEnv: { SIM_SPEED: '20', DEV_API: '1', BET_HOLD_MS: '1000' } });

const balance = (page: Page): Locator => page.getByLabel('余额', { exact: true });

/** The header balance in fen ("¥11,000.00" -> 1100000), integers only. */
async function balanceFen(page: Page): Promise<number> {
  return Number(moneyToFen((await balance(page).innerText()).replace(/[^\d.]/g, '')));
}

/** A 2-decimal price in hundredths ("1.12" -> 112n) and back, with the contract's exact maths. */
const cents = moneyToFen;
const decimal = fenToMoney;
/** As the page shows money: ¥82.30, ¥97 (a trailing .00 dropped, spec 9). */
const shown = (fen: bigint): string => `¥${decimal(fen).replace(/\.00$/, '')}`;

/**
 * The help centre's 提前结算 formula, worked out here on its own: stake x placed price / current price, less the
 * 3 % margin, floored to the fen.
 */
const expectedValueFen = (stakeFen: bigint, placed: string, current: string): bigint =>
  (stakeFen * cents(placed) * 97n) / (cents(current) * 100n);

async function openHeldInPlayBoard(page: Page, request: APIRequestContext): Promise<void> {
  const name = await registerAndSignIn(page, request, { prefix: 'co', device: 'e2e-cashout-device' });
  await devCall(request, 'member/credit', { username: name, amount: '1000.00', key: `credit-${name}` });
  await devCall(request, 'sim/hold', { hold: true });
  await page.goto('/game/sport/crty?show=RB&game=FT');
  await expect(balance(page)).toHaveText(/\d/);
}

/**
 * Puts the first row's first open price on the slip as the layout needs (a phone taps it and opens the slip's
 * sheet), stakes 100 at any odds and places it (`press`: a tap or a click); resolves once accepted, with the
 * selection and the balance before the stake.
 */
async function placeHundred(
  page: Page,
  press: (target: Locator) => Promise<void>,
): Promise<{ picked: Awaited<ReturnType<typeof slipSelection>>; start: number }> {
  await pick(page, priceOfRow(page, 0));
  const picked = await slipSelection(page);
  await dock(page).getByRole('combobox').selectOption({ label: '接受任何赔率' });
  await dock(page)
    .getByRole('textbox', { name: /^投注金额/ })
    .fill('100');
  const start = await balanceFen(page);
  await press(dock(page).getByRole('button', { name: '投注', exact: true }));
  await expect(dock(page).getByRole('status')).toHaveText('已接受', { timeout: 20_000 });
  return { picked, start };
}

for (const device of [
  { name: 'desktop 1440 px', viewport: { width: 1440, height: 900 }, hasTouch: false, shot: '1440' },
  { name: 'phone 390 px (touch)', viewport: { width: 390, height: 844 }, hasTouch: true, shot: '390' },
]) {
  test.describe(device.name, () => {
    test.use({ viewport: device.viewport, hasTouch: device.hasTouch });

    test('a live single is cashed out at the quoted value (提前结算) and the balance follows', async ({
      page,
      request,
    }) => {
      await openHeldInPlayBoard(page, request);
      // A phone taps; a desktop clicks.
      const press = (target: Locator): Promise<void> => (device.hasTouch ? target.tap() : target.click());
      const { picked, start } = await placeHundred(page, press);
      await expect.poll(() => balanceFen(page)).toBe(start - 10_000);

      // The market drifts against the bet: the price goes out by 0.20, so the ticket is worth less than its stake.
      const current = decimal(cents(picked.price) + 20n);
      await devCall(request, 'sim/price', { gameId: picked.gameId, oddsId: picked.oddsId, price: current });
      const value = expectedValueFen(10_000n, picked.price, current);

      await dock(page).getByRole('tab', { name: '我的注单' }).click();
      const ticket = dock(page).getByRole('listitem').first();
      const cashOut = ticket.getByRole('button', { name: `提前结算 ${shown(value)}` });
      await expect(cashOut).toBeVisible({ timeout: 10_000 });
      await page.screenshot({ path: `/tmp/shots/cashout-mybets-${device.shot}.png` });

      await press(cashOut);
      const confirm = page.getByRole('dialog', { name: '提前结算' });
      await expect(confirm.getByTestId('cash-out-quote')).toHaveText(shown(value));
      await expect(confirm.getByText(/^报价 \d 秒后过期$/)).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/cashout-confirm-${device.shot}.png` });
      await press(confirm.getByRole('button', { name: `确认提前结算 ${shown(value)}` }));

      await expect(page.getByText(`提前结算成功，${shown(value)} 已记入中心钱包`)).toBeVisible();
      await expect(confirm).toHaveCount(0);
      await expect.poll(() => balanceFen(page)).toBe(start - 10_000 + Number(value));

      // The ticket is settled at what it cashed out, and says so.
      await dock(page).getByRole('button', { name: '已结算' }).click();
      await expect(dock(page).getByRole('listitem').first()).toContainText(`已提前结算 ${shown(value)}`);
      await page.screenshot({ path: `/tmp/shots/cashout-settled-${device.shot}.png` });
    });
  });
}

test.describe('automatic cash-out', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a rule set in the confirm step fires on the server when the live price reaches it, once', async ({
    page,
    request,
  }) => {
    await openHeldInPlayBoard(page, request);
    const { picked, start } = await placeHundred(page, (target) => target.click());

    await dock(page).getByRole('tab', { name: '我的注单' }).click();
    await dock(page)
      .getByRole('button', { name: /^提前结算 ¥/ })
      .click();
    const confirm = page.getByRole('dialog', { name: '提前结算' });
    await confirm.getByRole('textbox', { name: '目标金额' }).fill('98');
    await confirm.getByRole('button', { name: '设置自动提前结算' }).click();
    await expect(confirm.getByText('已设置：金额达到 ¥98 时自动提前结算')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dock(page).getByText('自动提前结算：¥98')).toBeVisible();

    // The price shortens by a tenth (never below 1.02): the value passes ¥98 and the server cashes the ticket out.
    const current = decimal([(cents(picked.price) * 90n) / 100n, 102n].reduce((a, b) => (a > b ? a : b)));
    await devCall(request, 'sim/price', { gameId: picked.gameId, oddsId: picked.oddsId, price: current });
    const value = expectedValueFen(10_000n, picked.price, current);
    await expect(page.getByText(`自动提前结算成功，${shown(value)} 已记入中心钱包`)).toBeVisible({
      timeout: 10_000,
    });
    await expect.poll(() => balanceFen(page)).toBe(start - 10_000 + Number(value));
    await page.screenshot({ path: '/tmp/shots/cashout-auto-1440.png' });

    // Another move pays nothing more.
    await devCall(request, 'sim/price', {
      gameId: picked.gameId,
      oddsId: picked.oddsId,
      price: decimal(102n),
    });
    await dock(page).getByRole('button', { name: '已结算' }).click();
    await expect(dock(page).getByRole('listitem').first()).toContainText(`已提前结算 ${shown(value)}`);
    expect(await balanceFen(page)).toBe(start - 10_000 + Number(value));
  });
});
