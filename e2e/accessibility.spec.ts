import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { devCall } from './authSteps';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures/backend';
import { registerAndSignIn } from './memberSession';

// The dev API funds the member and holds the simulator, so a bet is accepted and no price moves under the keyboard.
test.use({ backendEnv: { SIM_SPEED: '20', DEV_API: '1' } });

const EDITIONS = [
  { edition: 'classic', name: '经典版', body: 'rgb(243, 245, 249)' },
  { edition: 'professional', name: '专业版', body: 'rgb(14, 19, 27)' },
] as const;

const matchList = (page: Page): Locator => page.getByRole('region', { name: '赛事列表' });
const dock = (page: Page): Locator => page.getByTestId('bet-slip-dock');
/** An open price's accessible name: match, market, selection and the price. */
const PRICE_NAME = /^.+ 对 .+ · .+ · .+ · \d+\.\d\d$/;

/** A funded member on the held in-play football board at 1440 px, in an edition. */
async function openBoard(page: Page, request: APIRequestContext, edition: (typeof EDITIONS)[number]): Promise<void> {
  const name = await registerAndSignIn(page, request, { prefix: 'ay', device: 'e2e-a11y-device' });
  await devCall(request, 'member/credit', { username: name, amount: '1000.00', key: `credit-${name}` });
  await devCall(request, 'sim/hold', { hold: true });
  await page.addInitScript((value) => localStorage.setItem('edition', value), edition.edition);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/game/sport/crty?show=RB&game=FT');
  await expect(page.locator('body')).toHaveCSS('background-color', edition.body);
  await expect(matchList(page).getByRole('button', { name: PRICE_NAME }).first()).toBeVisible();
}

/** axe on a part of the page, failing with the readable list of findings. */
async function expectNoSeriousFindings(page: Page, scope: Locator, where: string): Promise<void> {
  expect(await seriousViolations(page, scope), `axe on ${where}`).toEqual([]);
}

for (const edition of EDITIONS) {
  test(`the sport page, the slip, bet records, match detail and the chat have no serious or critical accessibility findings (${edition.name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await openBoard(page, request, edition);
    await expectNoSeriousFindings(page, page.locator('body'), 'the sport page');

    // The slip with two selections of two matches, as a parlay.
    const rows = page.getByTestId('match-row');
    await dock(page).getByRole('checkbox', { name: '串关' }).check();
    await rows.nth(0).getByRole('button', { name: PRICE_NAME }).first().click();
    await rows.nth(1).getByRole('button', { name: PRICE_NAME }).first().click();
    await expect(dock(page).getByRole('button', { name: /^移除/ })).toHaveCount(2);
    await expectNoSeriousFindings(page, page.locator('body'), 'the slip with selections');

    // The parlay placed, then the bet records with it.
    await dock(page).getByRole('combobox').selectOption({ label: '接受任何赔率' });
    await dock(page).getByRole('textbox', { name: '串关金额' }).fill('20');
    await dock(page).getByRole('button', { name: '投注', exact: true }).click();
    await expect(dock(page).getByRole('status').first()).toHaveText('确认中');
    await expect(dock(page).getByRole('status').filter({ hasText: '确认中' })).toHaveCount(0, { timeout: 20_000 });
    await dock(page).getByRole('tab', { name: '我的注单' }).click();
    await expect(dock(page).getByRole('listitem').filter({ hasText: '串关' })).toHaveCount(1);
    await expectNoSeriousFindings(page, page.locator('body'), 'the bet records');

    // Every market of a match.
    await rows.nth(0).getByRole('button', { name: /^更多：/ }).click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByRole('button', { name: PRICE_NAME }).first()).toBeVisible();
    await expectNoSeriousFindings(page, detail, 'the match detail');
    await detail.getByRole('button', { name: '关闭' }).click();

    // The chat, with the member's own message and its VIP badge.
    await page.getByRole('button', { name: /^聊天室/ }).click();
    const chat = page.getByRole('dialog', { name: '聊天室' });
    const input = chat.getByRole('textbox', { name: '聊天内容' });
    await expect(input).toBeEnabled();
    await input.fill('无障碍检查');
    await input.press('Enter');
    await expect(chat.getByText('无障碍检查', { exact: true })).toBeVisible();
    await expect(chat.getByText('发送中…')).toHaveCount(0);
    await expect(chat.getByText(/^VIP\d+$/).first()).toBeVisible();
    await expectNoSeriousFindings(page, chat, 'the chat');
  });
}

test('a keyboard user skips to the prices, moves between them with the arrow keys and adds one to the slip', async ({
  page,
  request,
}) => {
  await openBoard(page, request, EDITIONS[0]);
  const focused = page.locator(':focus');

  // The first Tab of the page is the skip link; after it, the next Tab is the first price.
  await page.keyboard.press('Tab');
  await expect(focused).toHaveText('跳到赛事列表');
  await page.keyboard.press('Enter');
  await expect(focused).toHaveAttribute('id', 'sport-match-list');
  await page.keyboard.press('Tab');
  const firstRow = page.getByTestId('match-row').first();
  const firstPrice = firstRow.getByRole('button', { name: PRICE_NAME }).first();
  await expect(firstPrice).toBeFocused();
  await expect(firstPrice).toHaveAccessibleName(/ · 全场独赢 · 主 · \d+\.\d\d$/);

  // Right: the row's next price; Down: the next match's price in the same column; Home / End: the row's ends.
  await page.keyboard.press('ArrowRight');
  await expect(focused).toHaveAccessibleName(/ · 全场独赢 · 和 · \d+\.\d\d$/);
  await page.keyboard.press('ArrowDown');
  await expect(focused).toHaveAccessibleName(/ · 全场独赢 · 和 · \d+\.\d\d$/);
  const secondRow = page.getByTestId('match-row').nth(1);
  await expect(secondRow.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('End');
  await expect(focused).toHaveAccessibleName(/^更多：/);
  await page.keyboard.press('Home');
  await expect(focused).toHaveAccessibleName(/^收藏赛事$/);
  await page.keyboard.press('ArrowRight');
  await expect(focused).toHaveAccessibleName(/ · 全场独赢 · 主 · \d+\.\d\d$/);

  // The list is one Tab stop: Tab leaves it; Shift+Tab comes back to the price last focused.
  const price = await focused.getAttribute('aria-label');
  await page.keyboard.press('Tab');
  await expect(matchList(page).locator(':focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(focused).toHaveAttribute('aria-label', price ?? '');

  // Enter adds the price to the slip, as a click does; Space takes it off again.
  await page.keyboard.press('Enter');
  await expect(focused).toHaveAttribute('aria-pressed', 'true');
  await expect(dock(page).getByRole('button', { name: /^移除/ })).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(focused).toHaveAttribute('aria-pressed', 'false');

  // Down through the list, one row a key: rows the virtual list had not rendered are scrolled in, focus never lost.
  const rowOf = (cell: Locator): Locator => cell.locator('xpath=ancestor::*[@aria-posinset][1]');
  const start = Number(await rowOf(focused).getAttribute('aria-posinset'));
  const total = Number(await rowOf(focused).getAttribute('aria-setsize'));
  const steps = 30;
  for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowDown');
  const afterArrows = Math.min(start + steps, total);
  await expect(rowOf(focused)).toHaveAttribute('aria-posinset', String(afterArrows));
  await expect(focused).toBeInViewport();

  // Page Down goes a page of rows at once, into rows not rendered yet; Page Up a page back.
  const rowNumber = async (): Promise<number> => Number(await rowOf(focused).getAttribute('aria-posinset'));
  await page.keyboard.press('PageDown');
  await expect.poll(rowNumber).toBeGreaterThan(afterArrows + 3);
  await expect(focused).toBeInViewport();
  const afterPage = await rowNumber();
  await page.keyboard.press('PageUp');
  await expect.poll(rowNumber).toBeLessThan(afterPage - 3);
  await expect(focused).toBeInViewport();
});
