import type { Locator, Page } from '@playwright/test';
import { devCall, seriousViolations } from './authSteps';
import { expect, test } from './fixtures/backend';
import { registerAndSignIn } from './memberSession';
import { PHONE, showBoard, slipBadge, slipSheet, tapMenu } from './phoneSteps';

// The sportsbook on a phone (issue 12 item 3). The journeys (slip, receipt, odds format) run at this size too,
// in betting.spec.ts and sportsbook.spec.ts (phoneSteps.ts `journey`); here, what only a phone has.
test.use({ ...PHONE, backendEnv: { SIM_SPEED: '20', DEV_API: '1' } });

const header = (page: Page): Locator => page.getByRole('banner');
const matchList = (page: Page): Locator => page.getByRole('region', { name: '赛事列表' });
/** The first enabled price of a match row's main market (the market 显示的玩法 names). */
const mainPrice = (page: Page): Locator =>
  page
    .getByTestId('match-row')
    .first()
    .getByRole('button', { name: /\d\.\d\d$/ })
    .and(page.locator(':enabled'))
    .first();

/** A member on the in-play football board, the simulator's prices held still (nothing suspends mid-tap). */
async function openBoard(page: Page): Promise<void> {
  await registerAndSignIn(page, page.request, { prefix: 'ph', device: 'e2e-phone-device' });
  await devCall(page.request, 'sim/hold', { hold: true });
  await page.goto('/game/sport/crty?show=RB&game=FT');
  await expect(mainPrice(page)).toBeVisible();
}

async function heightOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not on screen');
  return box.height;
}

/**
 * Every control a finger can reach on screen, with its size: buttons, links, selects, text fields, tabs, and
 * the label of a checkbox (the label is what is tapped). Visually hidden ones (1 px) and ones out of the
 * window (a row of chips scrolled sideways, the list below the fold) are left out.
 */
async function smallTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const controls = root.querySelectorAll<HTMLElement>(
      'button, a[href], select, input:not([type="checkbox"]):not([type="radio"]), [role="tab"], label:has(input[type="checkbox"])',
    );
    const small: string[] = [];
    for (const control of controls) {
      if (control.closest('[aria-hidden="true"]') !== null) continue;
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      // The part in view of its scrolling row (chips) and of the window.
      let left = Math.max(box.left, 0);
      let right = Math.min(box.right, window.innerWidth);
      for (let parent = control.parentElement; parent !== null; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') {
          const frame = parent.getBoundingClientRect();
          left = Math.max(left, frame.left);
          right = Math.min(right, frame.right);
        }
      }
      if (right - left < box.width || box.top < 0 || box.bottom > window.innerHeight) continue;
      if (box.width < 44 || box.height < 44) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        small.push(`${name}: ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

test('the header folds to its top bar when the match list is scrolled, and comes back at the top', async ({ page }) => {
  await openBoard(page);
  // Unfolded: the top bar and one row of navigation, nothing like the 330 px of the issue.
  expect(await heightOf(header(page))).toBeLessThanOrEqual(100);
  await expect(header(page).getByRole('navigation', { name: '主导航' })).toBeVisible();

  await matchList(page).hover();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => heightOf(header(page))).toBeLessThanOrEqual(56);
  await expect(header(page).getByRole('navigation', { name: '主导航' })).toBeHidden();
  // The list grew into the room the header gave up: it still ends above the slip's bar.
  const list = await matchList(page).boundingBox();
  const bar = await slipBadge(page).boundingBox();
  expect(list !== null && bar !== null && list.y + list.height <= bar.y).toBe(true);

  await page.mouse.wheel(0, -5000);
  await expect(header(page).getByRole('navigation', { name: '主导航' })).toBeVisible();
});

test('the menu holds language, edition, logout and the member centre', async ({ page }) => {
  await openBoard(page);
  const menu = header(page).getByRole('button', { name: '菜单' });
  await expect(header(page).getByRole('group', { name: '显示版本' })).toBeHidden();
  await tapMenu(page);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await header(page).getByRole('group', { name: '显示版本' }).getByRole('button', { name: '专业版' }).tap();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(14, 19, 27)');
  await expect(header(page).getByRole('navigation', { name: '会员中心' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: '退出' })).toBeVisible();
  await menu.tap();
  await expect(header(page).getByRole('navigation', { name: '会员中心' })).toBeHidden();
});

test('the filters are rows of chips that scroll sideways, and the page itself never does', async ({ page }) => {
  await openBoard(page);
  const sports = page.getByRole('tablist', { name: '运动类型' });
  const overflow = await sports.evaluate((row) => row.scrollWidth - row.clientWidth);
  expect(overflow).toBeGreaterThan(0);
  expect(await heightOf(sports)).toBeLessThanOrEqual(48);
  // The last sport is out of view until the row is scrolled: tapping it scrolls it in and picks it.
  const last = sports.getByRole('tab').last();
  await last.tap();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  expect(await sports.evaluate((row) => row.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a tap on a match row’s main-market price lands on it and the slip’s bar counts it', async ({ page }) => {
  await openBoard(page);
  await expect(slipBadge(page)).toHaveAccessibleName('投注单 0');
  const price = mainPrice(page);
  // tap() fails when another element would receive the tap (the "odds clicks are intercepted").
  await price.tap();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  await expect(slipBadge(page)).toHaveAccessibleName('投注单 1');
  await expect(page.getByTestId('bet-slip-count')).toHaveText('1');
});

test('every control on the phone’s sport page is at least 44 px each way, the slip’s sheet too', async ({ page }) => {
  await openBoard(page);
  expect(await smallTargets(page.locator('body'))).toEqual([]);
  await tapMenu(page);
  expect(await smallTargets(header(page))).toEqual([]);
  await tapMenu(page);

  await mainPrice(page).tap();
  await slipBadge(page).tap();
  await expect(slipSheet(page)).toBeVisible();
  expect(await smallTargets(slipSheet(page))).toEqual([]);
});

test('the slip’s sheet opens from its bar with the count, keeps focus inside while open, and closes', async ({ page }) => {
  await openBoard(page);
  await mainPrice(page).tap();
  await slipBadge(page).tap();
  const sheet = slipSheet(page);
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: '投注单' })).toBeVisible();
  await expect(sheet.getByTestId('bet-slip-dock').getByRole('listitem')).toHaveCount(1);

  // Focus stays in the sheet however far Tab goes, forwards and back.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < 15; step++) {
      await page.keyboard.press(key);
      expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  }

  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(slipBadge(page)).toBeFocused();

  await slipBadge(page).tap();
  await expect(sheet).toBeVisible();
  await showBoard(page);
  await expect(mainPrice(page)).toBeVisible();
});

test('the phone’s sport page and its open slip have no serious or critical accessibility violations, in both editions', async ({
  page,
}) => {
  await openBoard(page);
  for (const edition of ['经典版', '专业版']) {
    await tapMenu(page);
    await header(page).getByRole('group', { name: '显示版本' }).getByRole('button', { name: edition }).tap();
    await tapMenu(page);
    expect(await seriousViolations(page, page.locator('body'))).toEqual([]);
  }
  await mainPrice(page).tap();
  await slipBadge(page).tap();
  expect(await seriousViolations(page, slipSheet(page))).toEqual([]);
});

test('the member area opens on its page, its menu one row above it that scrolls sideways to the open entry', async ({
  page,
}) => {
  await registerAndSignIn(page, page.request, { prefix: 'pm', device: 'e2e-phone-member' });
  await page.goto('/mine/transRecord');
  const menu = page.getByRole('navigation', { name: '会员中心菜单' });
  const open = menu.getByRole('link', { name: '交易记录' });
  await expect(open).toHaveClass(/active/);
  expect(await heightOf(menu)).toBeLessThanOrEqual(64);
  // The page's own heading is on the first screen, not below a menu a screen tall.
  const heading = page.getByRole('heading', { name: '交易记录' }).first();
  const top = (await heading.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  expect(top).toBeLessThan(400);
  // The open entry, far along the row, was scrolled into view; every entry stays reachable by a tap.
  expect(await menu.evaluate((row) => row.scrollLeft)).toBeGreaterThan(0);
  await expect(open).toBeInViewport();
  await menu.getByRole('link', { name: '个人资料' }).tap();
  await expect(page).toHaveURL(/\/mine\/userinfo$/);
  expect(await smallTargets(menu)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
