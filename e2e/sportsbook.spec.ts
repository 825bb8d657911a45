import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { seriousViolations } from './authSteps';
import { expect, test } from './fixtures/backend';
import { registerAndSignIn } from './memberSession';
import { desktopWidth, journey, onPhone, pick, showBoard, showSlip } from './phoneSteps';

// Fast matches: clocks and prices move within seconds.
test.use({ backendEnv: { SIM_SPEED: '5' } });

/** A new member registered through the API, logged in on the page. */
async function logInAsNewMember(page: Page, request: APIRequestContext): Promise<void> {
  await registerAndSignIn(page, request, { prefix: 'sp', device: 'e2e-sport-device' });
}

const matchList = (page: Page): Locator => page.getByRole('region', { name: '赛事列表' });
const showTabs = (page: Page): Locator => page.getByRole('tablist', { name: '盘口类型' });
const gameTabs = (page: Page): Locator => page.getByRole('tablist', { name: '运动类型' });

/** The accessible names of the clickable prices in the list ("阿森纳 对 切尔西 · 让球 · 主 -0/0.5 · 1.92"). */
async function visiblePrices(page: Page): Promise<string[]> {
  return matchList(page)
    .getByRole('button', { name: /\d\.\d\d$/ })
    .evaluateAll((cells) =>
      cells
        .filter((cell) => !(cell as HTMLButtonElement).disabled)
        .map((cell) => cell.getAttribute('aria-label') ?? ''),
    );
}

const priceOf = (name: string): string => name.slice(name.lastIndexOf(' ') + 1);

/** 1X2 and odd/even prices: Asian books show them in decimal whatever the format. */
const isDecimalMarket = (name: string): boolean => / · (全场独赢|单双) · /.test(name);

test('the in-play list shows live matches and moves by itself', async ({ page, request }) => {
  await logInAsNewMember(page, request);
  await page.goto('/game/sport/crty?show=RB&game=FT');
  await expect(showTabs(page).getByRole('tab', { name: '滚球', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const list = matchList(page);
  await expect(list.getByRole('button', { expanded: true }).first()).toBeVisible();
  await expect(list.getByText(/^(上半场|下半场|半场)$/).first()).toBeVisible();
  const before = await list.innerText();
  // A price or a clock changes without any action.
  await expect.poll(async () => (await list.innerText()) !== before, { timeout: 20_000 }).toBe(true);
});

test('the filters follow the spec rules', async ({ page, request }) => {
  await logInAsNewMember(page, request);
  await page.goto('/game/sport/crty?show=FU');
  await gameTabs(page).getByRole('tab', { name: /^篮球/ }).click();
  const dates = page.getByRole('tablist', { name: '日期' });
  await expect(dates.getByRole('tab')).toHaveCount(8);
  await dates.getByRole('tab').nth(2).click();
  await expect(dates.getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');

  // Changing the show type (not early) resets game type to football and the date to none.
  await showTabs(page).getByRole('tab', { name: '今日', exact: true }).click();
  await expect(gameTabs(page).getByRole('tab', { name: /^足球/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tablist', { name: '日期' })).toHaveCount(0);

  // A league shortcut, then another game type: the league filter is cleared.
  await page.getByRole('button', { name: '英超', exact: true }).click();
  await expect(page.getByRole('button', { name: '英超', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await gameTabs(page).getByRole('tab', { name: /^网球/ }).click();
  await expect(page.getByRole('button', { name: '全部', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // In-play: every game-type tab inactive.
  await showTabs(page).getByRole('tab', { name: '滚球', exact: true }).click();
  await expect(gameTabs(page).getByRole('tab', { selected: true })).toHaveCount(0);
  await expect(matchList(page).getByRole('button', { expanded: true }).first()).toBeVisible();
});

test('the odds format switch changes every handicap and over/under price, and 1X2 and odd/even stay decimal', async ({ page, request }) => {
  await logInAsNewMember(page, request);
  await page.goto('/game/sport/crty?show=FT&game=FT');
  await expect(
    matchList(page)
      .getByRole('button', { name: /\d\.\d\d$/ })
      .first(),
  ).toBeVisible();
  const format = page.getByLabel('赔率格式');

  const european = await visiblePrices(page);
  expect(european.length).toBeGreaterThan(10);
  for (const name of european) expect(Number(priceOf(name))).toBeGreaterThanOrEqual(1);

  // Malay, Hong Kong and Indonesian change the handicap and over/under prices; 1X2 and odd/even stay decimal.
  const inFormat = async (asianLine: (price: number, text: string) => boolean): Promise<boolean> => {
    const names = await visiblePrices(page);
    const lines = names.filter((name) => !isDecimalMarket(name));
    const decimals = names.filter(isDecimalMarket);
    return (
      lines.length > 0 &&
      decimals.length > 0 &&
      lines.every((name) => asianLine(Number(priceOf(name)), priceOf(name))) &&
      decimals.every((name) => /^\d+\.\d\d$/.test(priceOf(name)) && Number(priceOf(name)) >= 1)
    );
  };

  await format.selectOption({ label: '马来盘' });
  await expect.poll(() => inFormat((price, text) => /^[+-]\d\.\d\d$/.test(text) && Math.abs(price) <= 1)).toBe(true);

  await format.selectOption({ label: '香港盘' });
  await expect.poll(() => inFormat((_price, text) => /^\d+\.\d\d$/.test(text))).toBe(true);
  // Hong Kong is decimal minus one: a pre-match list this size always has handicap prices under 1.00 in HK.
  expect((await visiblePrices(page)).some((name) => !isDecimalMarket(name) && Number(priceOf(name)) < 1)).toBe(true);

  await format.selectOption({ label: '印尼盘' });
  await expect.poll(() => inFormat((_price, text) => /^[+-]\d+\.\d\d$/.test(text))).toBe(true);

  // The choice is kept.
  await page.reload();
  await expect(page.getByLabel('赔率格式')).toHaveValue('I');
});

journey('one odds format for the board and the slip: 串关 turns both to 香港盘, and unticking it brings 马来盘 back', async ({
  page,
  request,
}) => {
  await logInAsNewMember(page, request);
  await desktopWidth(page);
  await page.goto('/game/sport/crty?show=FT&game=FT');
  const format = page.getByLabel('赔率格式');
  await format.selectOption({ label: '马来盘' });
  // A phone's rows show one market: the handicap, for this journey.
  if (onPhone(page)) await page.getByLabel('显示的玩法').selectOption({ label: '让球' });
  // A handicap price ("… · 让球 · 主 -0/0.5 · -0.95"): Malay prices carry a sign.
  const handicap = matchList(page)
    .getByRole('button', { name: / · 让球 · [主客] \S+ · [+-]\d\.\d\d$/ })
    .and(page.locator(':enabled'))
    .first();
  await pick(page, handicap);
  const dock = page.getByTestId('bet-slip-dock');
  const slipPrice = dock.locator('.bs-price');
  await expect(slipPrice).toHaveText(/^[+-]\d\.\d\d$/);

  await dock.getByRole('checkbox', { name: '串关' }).check();
  await expect(format).toHaveValue('H');
  await expect(slipPrice).toHaveText(/^\d+\.\d\d$/);
  await showBoard(page);
  await expect(
    matchList(page)
      .getByRole('button', { name: / · 让球 · [主客] \S+ · \d+\.\d\d$/ })
      .first(),
  ).toBeVisible();

  await showSlip(page);
  await dock.getByRole('checkbox', { name: '串关' }).uncheck();
  await expect(format).toHaveValue('M');
  await expect(slipPrice).toHaveText(/^[+-]\d\.\d\d$/);
});

test('a killed backend shows the banner and locks the odds, and the page recovers by itself', async ({
  page,
  request,
  backend,
}) => {
  await logInAsNewMember(page, request);
  await page.goto('/game/sport/crty?show=RB&game=FT');
  const list = matchList(page);
  await expect(list.getByRole('button', { name: /\d\.\d\d$/ }).first()).toBeVisible();

  await backend.kill();
  await expect(page.getByRole('alert')).toHaveText(/赔率更新中断，正在重新连接…|数据已过期，正在同步…/);
  await expect(list.getByRole('button', { name: /\d\.\d\d$/ })).toHaveCount(0);
  await expect(list.getByRole('button', { name: /暂停投注$/ }).first()).toBeVisible();

  await backend.start();
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 30_000 });
  await expect(list.getByRole('button', { name: /\d\.\d\d$/ }).first()).toBeEnabled({ timeout: 15_000 });
});

test('a visitor sees the live matches on the home page', async ({ page }) => {
  await page.goto('/');
  const widget = page.getByRole('region', { name: '滚球赛事' });
  await expect(widget.getByRole('article').first()).toBeVisible();
  await expect(widget.getByText(/^(上半场|下半场|半场)$/).first()).toBeVisible();
  await expect(widget.getByRole('button', { name: / · 全场独赢 · 主 · \d+\.\d\d$/ }).first()).toBeVisible();
  // All of them on the public board of the sport category page (the local sport page needs a member).
  await expect(widget.getByRole('link', { name: '全部滚球' })).toHaveAttribute('href', '/game/sport?show=RB');
});

test('the sport page has no serious or critical accessibility violations, in both editions', async ({
  page,
  request,
}) => {
  await logInAsNewMember(page, request);
  await page.goto('/game/sport/crty?show=RB&game=FT');
  await expect(
    matchList(page)
      .getByRole('button', { name: /\d\.\d\d$/ })
      .first(),
  ).toBeVisible();
  expect(await seriousViolations(page, page.locator('main, body').first())).toEqual([]);
  await page.getByRole('group', { name: '显示版本' }).getByRole('button', { name: '专业版' }).click();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(14, 19, 27)');
  expect(await seriousViolations(page, page.locator('main, body').first())).toEqual([]);
});
