import type { Locator, Page } from '@playwright/test';
import { authDialog } from './authSteps';
import { expect, test } from './fixtures/backend';
import { registerAndSignIn } from './memberSession';
import { journey, onPhone } from './phoneSteps';

const venueStrip = (page: Page) => page.getByRole('group', { name: '场馆' });
const gameGrid = (page: Page) => page.getByRole('list', { name: '游戏' });
const listTabs = (page: Page) => page.getByRole('group', { name: '游戏列表' });
/** A game's tile: its venue and its exact name. */
const tile = (page: Page, venue: string, name: string): Locator =>
  gameGrid(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `进入 ${venue} ${name}`, exact: true }) });
/** A tap on a phone, a click on a desktop. */
const press = (page: Page, target: Locator): Promise<void> => (onPhone(page) ? target.tap() : target.click());

journey(
  'a visitor browses the live-dealer lobby, finds 百家乐 by "bjl" and is asked to log in on launch',
  async ({ page }) => {
    await page.goto('/game/realbet');
    // The category's venues, with their logos; a visitor sees no balance, and a new-tab venue says so.
    const venues = venueStrip(page);
    await expect(venues.getByRole('button', { name: /AG真人/ })).toBeVisible();
    await expect(venues.getByRole('button', { name: /BG真人/ })).toBeVisible();
    await expect(venues.getByRole('button', { name: /开心真人/ })).toContainText('新窗口');
    await expect(venues).not.toContainText('余额');
    await expect(tile(page, 'AG真人', '百家乐')).toBeVisible();

    // The provider filter: BG真人's games only, then every venue again.
    await press(page, venues.getByRole('button', { name: /BG真人/ }));
    await expect(gameGrid(page).getByRole('listitem').first()).toContainText('BG真人');
    await expect(gameGrid(page)).not.toContainText('AG真人');
    await press(page, venues.getByRole('button', { name: /^全部/ }));
    await expect(tile(page, 'AG真人', '百家乐')).toBeVisible();

    // Pinyin initials: "bjl" finds 百家乐 (and nothing that is not a 百家乐).
    await page.getByRole('searchbox', { name: '搜索游戏' }).fill('bjl');
    await expect(tile(page, 'BG真人', '百家乐')).toBeVisible();
    await expect(gameGrid(page).getByRole('listitem').filter({ hasText: '龙虎' })).toHaveCount(0);
    const names = await gameGrid(page).getByRole('listitem').allInnerTexts();
    expect(names.every((text) => text.includes('百家乐'))).toBe(true);

    // Nothing found says so and offers to clear the search.
    await page.getByRole('searchbox', { name: '搜索游戏' }).fill('qqqqq');
    await expect(page.getByText('没有找到与“qqqqq”相关的游戏')).toBeVisible();
    await press(page, page.getByRole('button', { name: '清除搜索' }));
    await expect(page.getByRole('searchbox', { name: '搜索游戏' })).toHaveValue('');
    await expect(tile(page, 'AG真人', '百家乐')).toBeVisible();

    // Launching needs a member: the visitor is asked to log in, and 登录 opens the login dialog in the lobby.
    await press(page, tile(page, 'AG真人', '百家乐').getByRole('button', { name: '进入 AG真人 百家乐' }));
    const prompt = page
      .getByRole('alertdialog', { name: '温馨提示' })
      .filter({ hasText: '请先登录后了解更多' });
    await expect(prompt).toBeVisible();
    await press(page, prompt.getByRole('button', { name: '登录' }));
    await expect(authDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/game\/realbet$/);
  },
);

test('a member favourites a game and finds it under 收藏', async ({ page, request }) => {
  await registerAndSignIn(page, request, { prefix: 'cl', device: 'e2e-casino-lobby-device' });
  await page.goto('/game/realbet');
  const baccarat = tile(page, 'AG真人', '百家乐');
  await expect(baccarat).toBeVisible();
  // A member sees their balance at each venue.
  await expect(venueStrip(page).getByRole('button', { name: /AG真人/ })).toContainText('余额 ¥0.00');

  await baccarat.getByRole('button', { name: '收藏 百家乐' }).click();
  await expect(baccarat.getByRole('button', { name: '取消收藏 百家乐' })).toBeVisible();

  await listTabs(page).getByRole('button', { name: '收藏' }).click();
  await expect(tile(page, 'AG真人', '百家乐')).toBeVisible();
  await expect(gameGrid(page).getByRole('listitem')).toHaveCount(1);

  // Still a favourite after a reload: the server keeps it.
  await page.reload();
  await listTabs(page).getByRole('button', { name: '收藏' }).click();
  await expect(tile(page, 'AG真人', '百家乐')).toBeVisible();
});

test('the slot lobby and the fishing lobby show their own games', async ({ page }) => {
  await page.goto('/game/egame');
  await expect(venueStrip(page).getByRole('button', { name: /PG电子/ })).toBeVisible();
  await expect(venueStrip(page).getByRole('button', { name: /MG电子/ })).toBeVisible();
  await expect(tile(page, 'PG电子', '糖心风暴')).toBeVisible();
  await expect(gameGrid(page)).not.toContainText('JDB捕鱼');
  // The slot venues' jackpot pools tick on screen.
  await expect(page.getByRole('region', { name: '奖池' })).toContainText(/¥[\d,]+\.\d\d/);

  await page.getByRole('navigation', { name: '游戏分类' }).getByRole('link', { name: '捕鱼' }).click();
  await expect(page).toHaveURL(/\/game\/fishing$/);
  await expect(venueStrip(page).getByRole('button', { name: /JDB捕鱼/ })).toBeVisible();
  await expect(tile(page, 'JDB捕鱼', '捕鱼大亨')).toBeVisible();
  await expect(gameGrid(page)).not.toContainText('PG电子');
});
