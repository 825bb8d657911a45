import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/backend';
import { registerAndSignIn } from './memberSession';

// The casino as a member goes through it (issue 15): money into a venue, a game from the lobby's own tiles inside
// the site, back out with 一键回收, the balances following everywhere; and the launch rules from real tiles.
test.use({ backendEnv: { DEV_API: '1', DEMO_BALANCE: '1000.00' } });

const gameGrid = (page: Page): Locator => page.getByRole('list', { name: '游戏' });
const enterButton = (page: Page, venue: string, name: string): Locator =>
  gameGrid(page).getByRole('button', { name: `进入 ${venue} ${name}`, exact: true });
const headerBalance = (page: Page): Locator => page.getByRole('status', { name: '余额' }).first();

test('a member transfers ¥100 to a venue, plays one of its games inside the site, recycles, and every balance follows', async ({
  page,
  request,
}) => {
  await registerAndSignIn(page, request, { prefix: 'cj', device: 'e2e-casino-journey' });

  // ¥100 from the centre wallet to 开元棋牌.
  await page.goto('/mine/transfermoney');
  const transfer = page.getByRole('region', { name: '额度转换' });
  await expect(transfer.getByTestId('transfer-center-wallet')).not.toHaveText('--');
  await transfer.getByLabel('转出钱包', { exact: true }).selectOption('CENTER');
  await transfer.getByLabel('转入钱包', { exact: true }).selectOption('KYQP');
  await transfer.getByLabel('转账金额').fill('100');
  await transfer.getByRole('button', { name: '立即转账' }).click();
  await expect(transfer.getByRole('status')).toHaveText('转账成功');

  // The chess lobby shows the money at the venue; a tile opens its game inside the site.
  await page.goto('/game/chess');
  const venue = page.getByRole('group', { name: '场馆' }).getByRole('button', { name: /开元棋牌/ });
  await expect(venue).toContainText('余额 ¥100.00');
  const tile = gameGrid(page).getByRole('listitem').filter({ hasText: '开元棋牌' }).first();
  const name = (
    await tile.getByRole('button', { name: /^进入 开元棋牌 / }).getAttribute('aria-label')
  )?.replace('进入 开元棋牌 ', '');
  expect(name).toBeTruthy();
  await enterButton(page, '开元棋牌', name ?? '').click();
  await expect(page).toHaveURL(/\/game\/[A-Za-z0-9_-]+$/);
  const frame = page.frameLocator(`iframe[title="${name}游戏画面"]`);
  await expect(frame.getByRole('heading', { name })).toBeVisible();
  await expect(frame.getByTestId('venue-balance')).toHaveText('¥100.00');
  // The game's own 返回 brings the member back to the lobby it came from.
  await frame.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/game\/chess$/);

  // 一键回收 on the wallet page: the money is back in the centre wallet, the total never moved.
  await page.goto('/mine/wallet');
  const wallet = page.getByRole('region', { name: '我的钱包' });
  await expect(wallet.getByTestId('wallet-center')).toHaveText('¥900');
  await page.getByRole('region', { name: '场馆余额' }).getByRole('button', { name: '一键回收' }).click();
  await expect(page.getByRole('region', { name: '回收结果' }).getByRole('listitem')).toHaveText([
    '开元棋牌：¥100 已回收',
  ]);
  await expect(wallet.getByTestId('wallet-center')).toHaveText('¥1,000');
  await expect(wallet.getByTestId('wallet-total')).toHaveText('¥1,000.00');
  await expect(headerBalance(page)).toContainText('1,000');

  // The lobby follows too.
  await page.goto('/game/chess');
  await expect(venue).toContainText('余额 ¥0.00');
});

test('from the lobby tiles: a new-tab venue opens its game in a new tab, and the local sportsbook opens its own page', async ({
  page,
  request,
  context,
}) => {
  await registerAndSignIn(page, request, { prefix: 'ct', device: 'e2e-casino-tiles' });
  await page.goto('/game/realbet');
  const kx = gameGrid(page)
    .getByRole('button', { name: /^进入 开心真人 / })
    .first();
  await expect(kx).toBeVisible();
  const name = (await kx.getAttribute('aria-label'))?.replace('进入 开心真人 ', '') ?? '';
  const [tab] = await Promise.all([context.waitForEvent('page'), kx.click()]);
  await expect(tab.getByRole('heading', { name })).toBeVisible();
  await expect(tab).toHaveURL(/\/venues\/KXZR\/play\?session=/);
  await expect(page).toHaveURL(/\/game\/realbet$/);

  await page.goto('/game/sport');
  await page.getByRole('region', { name: '体育场馆' }).getByRole('link', { name: '进入场馆' }).click();
  await expect(page).toHaveURL(/\/game\/sport\/crty/);
});
