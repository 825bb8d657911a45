import type { Locator, Page, PlaywrightTestArgs, PlaywrightTestOptions, TestInfo } from '@playwright/test';
import { expect, test, type Backend } from './fixtures/backend';

/** A phone as the issue names it (issue 12 item 3): 390 × 844, touch, a mobile browser. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** The phone layout's widest window (theme.layout.phoneMedia). */
const PHONE_MAX_WIDTH = 767;

type JourneyArgs = PlaywrightTestArgs & PlaywrightTestOptions & { backend: Backend; backendEnv: Record<string, string> };

/**
 * A journey run twice: as written, at the width the spec sets (1440 px), and on a phone, where the slip is a
 * bottom sheet and prices are tapped. The journey's steps go through `pick`, `showSlip` and `showBoard`, which
 * do what each layout needs.
 */
export function journey(name: string, body: (args: JourneyArgs, testInfo: TestInfo) => Promise<void>): void {
  test(name, body);
  test.describe('on a phone (390 × 844, touch)', () => {
    test.use(PHONE);
    test(name, body);
  });
}

export const onPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1440) <= PHONE_MAX_WIDTH;

/** The bar that opens the slip on a phone, named with its count (投注单 2). */
export const slipBadge = (page: Page): Locator => page.getByRole('button', { name: /^投注单 \d+$/ });
export const slipSheet = (page: Page): Locator => page.getByRole('dialog', { name: '投注单' });

/** The bet slip in view: on a phone the sheet is opened from its bar (a tap); wide, it is always there. */
export async function showSlip(page: Page): Promise<void> {
  if (!onPhone(page) || (await slipSheet(page).isVisible())) return;
  await slipBadge(page).tap();
  await expect(slipSheet(page)).toBeVisible();
}

/** The board in view: on a phone the sheet is closed (its close button, a tap). */
export async function showBoard(page: Page): Promise<void> {
  if (!onPhone(page) || !(await slipSheet(page).isVisible())) return;
  await slipSheet(page).getByRole('button', { name: '关闭投注单' }).tap();
  await expect(slipSheet(page)).toHaveCount(0);
}

/** Puts a price on the slip as a player would (a tap on a phone) and has the slip in view after it. */
export async function pick(page: Page, price: Locator): Promise<void> {
  if (!onPhone(page)) {
    await price.click();
    return;
  }
  await showBoard(page);
  await price.tap();
  await showSlip(page);
}

/** Wide windows are set to 1440 × 900; a phone keeps its own screen. */
export async function desktopWidth(page: Page): Promise<void> {
  if (!onPhone(page)) await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * Taps the header's menu button (named 菜单, or `name` in another language) once its behaviour has loaded: the
 * menu's code comes after the first paint and marks the header with data-menu-open when it is ready.
 */
export async function tapMenu(page: Page, name = '菜单'): Promise<void> {
  await expect(page.locator('.site-header[data-menu-open]')).toBeAttached();
  await page.getByRole('banner').getByRole('button', { name }).tap();
}
