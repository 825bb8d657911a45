import type { Page } from '@playwright/test';
import { devCall } from './authSteps';
import { expect, test } from './fixtures/backend';
import { registerAndSignIn } from './memberSession';
import { PHONE } from './phoneSteps';

// Maintenance is set through the providers' dev API.
test.use({ backendEnv: { DEV_API: '1' } });

interface Game {
  enName: string;
  gameCode: string;
  name: string;
}

/** A call as the signed-in page makes it (its token), answering the envelope's data. */
async function memberCall<T>(page: Page, path: string, data: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post(path, {
    data,
    headers: { token: token ?? '', timestamp: String(Date.now()) },
  });
  const envelope = (await response.json()) as { status_code: number; message: string; data: T };
  expect(envelope, envelope.message).toMatchObject({ status_code: 6000 });
  return envelope.data;
}

/** The first game a venue's lobby lists. */
async function firstGame(page: Page, category: string, enName: string): Promise<Game> {
  const { list } = await memberCall<{ list: Game[] }>(page, '/game/api/v1/venue/gameList', {
    category,
    enName,
    pageSize: 1,
  });
  const game = list[0];
  if (!game) throw new Error(`${enName} lists no game`);
  return game;
}

/** The site's address of a game inside the site (/game/:info, as casino/launch/gameRef.ts writes it). */
const gamePath = (game: Game): string =>
  `/game/${Buffer.from(JSON.stringify({ e: game.enName, g: game.gameCode, n: game.name })).toString('base64url')}`;

async function signedIn(
  page: Page,
  request: Parameters<typeof registerAndSignIn>[1],
  device: string,
): Promise<void> {
  await registerAndSignIn(page, request, { prefix: 'gl', device });
  await page.goto('/');
  await expect(page.getByRole('status', { name: '余额' }).first()).toHaveText(/¥/);
}

const venueBalance = async (page: Page, enName: string): Promise<string> =>
  (await memberCall<{ balance: string }>(page, '/game/api/v1/venue/balance', { channelCode: enName }))
    .balance;

const centreBalance = async (page: Page): Promise<string> =>
  (await memberCall<{ centerWalletBalance: string }>(page, '/fd/api/v1/transfer/getBalance', {}))
    .centerWalletBalance;

test('a member opens a game inside the site: the frame shows the provider page with the game, and its 返回 closes it', async ({
  page,
  request,
}) => {
  await signedIn(page, request, 'e2e-launch-frame');
  const game = await firstGame(page, 'QP', 'KYQP');
  await page.goto(gamePath(game));
  await expect(page.getByRole('heading', { name: game.name, exact: true })).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${game.name}游戏画面"]`);
  await expect(frame.getByRole('heading', { name: game.name })).toBeVisible();
  await expect(frame.getByTestId('venue-balance')).toHaveText(/^¥\d/);
  // The provider's own 返回 asks the site to close the frame (postMessage venue:close).
  await frame.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/game\/chess$/);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use(PHONE);
  test('the game fills the screen, under its title bar', async ({ page, request }) => {
    await signedIn(page, request, 'e2e-launch-phone');
    const game = await firstGame(page, 'QP', 'LYQP');
    await page.goto(gamePath(game));
    const frame = page.locator(`iframe[title="${game.name}游戏画面"]`);
    await expect(frame).toBeVisible();
    const box = await frame.boundingBox();
    expect(box?.width).toBe(390);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(844, 0);
    await page.getByRole('button', { name: '返回' }).tap();
    await expect(page).toHaveURL(/\/game\/chess$/);
  });
});

test('a new-tab venue (KXZR) opens its game in a new tab', async ({ page, request, context }) => {
  await signedIn(page, request, 'e2e-launch-newtab');
  const game = await firstGame(page, 'ZR', 'KXZR');
  await page.goto(gamePath(game));
  const link = page.getByRole('link', { name: `在新窗口打开${game.name}` });
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(tab.getByRole('heading', { name: game.name })).toBeVisible();
  await expect(tab).toHaveURL(/\/venues\/KXZR\/play\?session=/);
});

test('CRTY opens the local sport page, whose sport session opens without a complaint', async ({
  page,
  request,
}) => {
  await signedIn(page, request, 'e2e-launch-crty');
  const session = page.waitForResponse('**/game/api/v1/venue/resource');
  await page.goto('/game/sport/crty');
  const answer = (await (await session).json()) as { status_code: number };
  expect(answer.status_code).toBe(6000);
  await expect(page.getByText('数据异常，请重新进入游戏')).toHaveCount(0);
});

test('a sport session whose clock is off by more than 5 minutes (6302) asks to re-enter, and cannot be closed', async ({
  page,
  request,
}) => {
  await signedIn(page, request, 'e2e-launch-6302');
  await page.clock.setSystemTime(Date.now() + 10 * 60_000);
  await page.goto('/game/sport/crty');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('数据异常，请重新进入游戏')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '重新进入' })).toBeVisible();
});

test('a venue under maintenance says so', async ({ page, request }) => {
  await signedIn(page, request, 'e2e-launch-maintenance');
  const game = await firstGame(page, 'DJ', 'IMDJ');
  await devCall(request, 'venue/maintenance', { enName: 'IMDJ', minutes: 60 });
  await page.goto(gamePath(game));
  const dialog = page.getByRole('alertdialog', { name: '场馆维护' });
  await expect(dialog.getByText(/^IM电竞维护中/)).toBeVisible();
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(page).toHaveURL(/\/game\/gaming$/);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('auto-transfer (免转) moves the centre balance into the venue on launch', async ({ page, request }) => {
  await signedIn(page, request, 'e2e-launch-auto');
  await memberCall(page, '/game/api/v1/status/setAutoTransferStatus', { status: 1 });
  const game = await firstGame(page, 'CP', 'TCGCP');
  expect(await venueBalance(page, 'TCGCP')).toBe('0.00');
  await page.goto(gamePath(game));
  await expect(page.getByText('已自动转入 ¥10,000.00')).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${game.name}游戏画面"]`);
  await expect(frame.getByTestId('venue-balance')).toHaveText('¥10000.00');
  expect(await venueBalance(page, 'TCGCP')).toBe('10000.00');
  expect(await centreBalance(page)).toBe('0.00');
});

test.describe('a venue activity (6413)', () => {
  test('offers 转账并进入 and 直接进入; 直接进入 opens the game', async ({ page, request }) => {
    await signedIn(page, request, 'e2e-launch-activity');
    const game = await firstGame(page, 'ZR', 'AGZR');
    await page.goto(gamePath(game));
    const prompt = page.getByRole('alertdialog', { name: '场馆活动' });
    await expect(prompt.getByText(/活动进行中/)).toBeVisible();
    await expect(prompt.getByRole('button', { name: '转账并进入' })).toBeVisible();
    await prompt.getByRole('button', { name: '直接进入' }).click();
    await expect(
      page.frameLocator(`iframe[title="${game.name}游戏画面"]`).getByRole('heading', { name: game.name }),
    ).toBeVisible();
  });

  test('转账并进入 transfers to the venue, then opens the game with the money there', async ({
    page,
    request,
  }) => {
    await signedIn(page, request, 'e2e-launch-activity-transfer');
    const game = await firstGame(page, 'ZR', 'AGZR');
    await page.goto(gamePath(game));
    await page
      .getByRole('alertdialog', { name: '场馆活动' })
      .getByRole('button', { name: '转账并进入' })
      .click();
    const transfer = page.getByRole('dialog', { name: '转入AG真人' });
    await expect(transfer.getByText(/活动进行中/)).toBeVisible();
    await transfer.getByLabel('转账金额').fill('100');
    await transfer.getByRole('button', { name: '立即转账' }).click();
    const frame = page.frameLocator(`iframe[title="${game.name}游戏画面"]`);
    await expect(frame.getByTestId('venue-balance')).toHaveText('¥100.00');
    expect(await venueBalance(page, 'AGZR')).toBe('100.00');
  });
});
