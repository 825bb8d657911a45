import type { Locator, Page } from '@playwright/test';
import { fenToMoney, moneyToFen } from '../src/contract/money';
import { formatMoney } from '../src/ui/formatMoney';
import { devCall } from './authSteps';
import { seriousViolations } from './axe';
import { dock, priceOfRow } from './betSlipSteps';
import { expect, test } from './fixtures/backend';
import { registerAndSignIn } from './memberSession';
import { PHONE } from './phoneSteps';

// The dev API holds the simulator's prices still so the bet is accepted; registration credits 10,000 (DEMO_BALANCE).
test.use({ backendEnv: { SIM_SPEED: '20', DEV_API: '1', DEMO_BALANCE: '10000.00' } });

const balance = (page: Page): Locator => page.getByLabel('余额', { exact: true });
const records = (page: Page): Locator =>
  page.getByRole('region', { name: /交易记录|交易記錄/ }).locator('li[data-record]');
const totals = (page: Page): Locator => page.getByTestId('trans-record-totals');
const recordPage = (page: Page): Locator => page.getByRole('region', { name: /交易记录|交易記錄/ });

/** An amount as the page shows it, in fen: "+10,000" -> 1000000n, "-100" -> -10000n, "余额 9,900" -> 990000n. */
function shownFen(text: string): bigint {
  const digits = text.replace(/[^\d.-]/g, '');
  return moneyToFen(/\./.test(digits) ? digits : `${digits}.00`);
}

test('a member who placed a bet sees the stake and the signup credit, and the records add up to the balance', async ({
  page,
  request,
}) => {
  await registerAndSignIn(page, request, { prefix: 'tr', device: 'e2e-trans-record-device' });
  await devCall(request, 'sim/hold', { hold: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/game/sport/crty?show=RB&game=FT');
  await expect(balance(page)).toHaveText(/\d/);
  await priceOfRow(page, 0).click();
  await dock(page).getByRole('combobox').selectOption({ label: '接受任何赔率' });
  await dock(page)
    .getByRole('textbox', { name: /^投注金额/ })
    .fill('100');
  await dock(page).getByRole('button', { name: '投注', exact: true }).click();
  await expect(dock(page).getByRole('status').filter({ hasText: '已接受' })).toHaveCount(1, {
    timeout: 20_000,
  });

  await page.goto('/mine/transRecord');
  await expect(records(page)).toHaveCount(2);
  const [stake, signup] = [records(page).nth(0), records(page).nth(1)];
  await expect(stake).toContainText('投注');
  await expect(stake.locator('.amount')).toHaveText('-100');
  await expect(stake).toContainText('余额 9,900');
  const ticketId = (await stake.locator('span[title]').innerText()).trim();
  expect(ticketId).not.toBe('');
  await expect(signup).toContainText('注册体验金');
  await expect(signup.locator('.amount')).toHaveText('+10,000');

  // The records add up: each balance after is the one before plus the amount, and the last is the balance.
  const amounts = await records(page).locator('.amount').allInnerTexts();
  const balancesAfter = await records(page).locator('.balance').allInnerTexts();
  const sum = amounts.reduce((total, text) => total + shownFen(text), 0n);
  expect(shownFen(balancesAfter[0] ?? '')).toBe(sum);
  await expect(balance(page)).toHaveText(`¥${formatMoney(fenToMoney(sum))}`);

  // Totals per kind at the top: the net change and each kind's sum.
  await expect(totals(page)).toContainText('净变动 +9,900');
  await expect(totals(page).locator('[data-kind="signup_credit"]')).toContainText('1 笔 +10,000');
  await expect(totals(page).locator('[data-kind="bet_stake"]')).toContainText('1 笔 -100');

  // The 投注 chip keeps the stake only; 存款 has nothing yet.
  expect(await seriousViolations(page, recordPage(page)), 'axe on the records, classic edition').toEqual([]);

  await page.getByRole('button', { name: '投注', exact: true }).click();
  await expect(records(page)).toHaveCount(1);
  await expect(records(page).first()).toContainText(ticketId);
  await page.getByRole('button', { name: '存款', exact: true }).click();
  await expect(page.getByText('暂无交易记录')).toBeVisible();
});

test.describe('on a phone in traditional Chinese, professional edition', () => {
  test.use({ ...PHONE });

  test('the signup credit shows with its reference copied by a tap', async ({ page, request }) => {
    await page.addInitScript(() => {
      localStorage.setItem('language', 'zh-TW');
      localStorage.setItem('edition', 'professional');
    });
    await registerAndSignIn(page, request, { prefix: 'tp', device: 'e2e-trans-record-phone' });
    await page.goto('/mine/transRecord');
    await expect(records(page)).toHaveCount(1);
    await expect(records(page).first()).toContainText('註冊體驗金');
    await expect(records(page).first()).toContainText('餘額 10,000');
    await page.getByRole('button', { name: '優惠', exact: true }).tap();
    await expect(records(page)).toHaveCount(1);
    await page.getByRole('button', { name: '今天', exact: true }).tap();
    await records(page)
      .first()
      .getByRole('button', { name: /^複製單號/ })
      .tap();
    await expect(page.getByText('複製成功')).toBeVisible();
    expect(
      await seriousViolations(page, recordPage(page)),
      'axe on the records, professional edition',
    ).toEqual([]);
    // Nothing of the page runs past the phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
