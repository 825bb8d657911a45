import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { CaptchaWatcher, PASSWORD, authDialog, newUsername } from './authSteps';
import { expect, test } from './fixtures/backend';
import { journey, onPhone, slipBadge } from './phoneSteps';

// The login dialog's slider captcha is solved through the dev API.
test.use({ backendEnv: { DEV_API: '1' } });

const DEVICE = 'e2e-sport-category-device';
const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

const matchList = (page: Page) => page.getByRole('region', { name: '赛事列表' });
/** A tap on a phone, a click on a desktop. */
const press = (page: Page, target: Locator): Promise<void> => (onPhone(page) ? target.tap() : target.click());

journey('体育 in the navigation opens the live board in one click, on 滚球, for a visitor', async ({ page }) => {
  await page.goto('/');
  await press(page, page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '体育' }));
  await expect(page).toHaveURL(/\/game\/sport$/);
  // The local sportsbook first, with its live matches counted, then its in-play board.
  const venues = page.getByRole('region', { name: '体育场馆' });
  await expect(venues.getByText('极光体育')).toBeVisible();
  await expect(venues.getByText(/^\d+ 场滚球进行中$/)).toBeVisible();
  await expect(page.getByRole('tablist', { name: '盘口类型' }).getByRole('tab', { name: '滚球', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(matchList(page).getByText(/^(上半场|下半场|半场|第\S节|第\S盘)$/).first()).toBeVisible();
  // The venue's own page needs a member: a visitor is asked to log in where they are.
  await press(page, venues.getByRole('button', { name: '进入场馆' }));
  await expect(authDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/game\/sport$/);
});

journey("a visitor's price click opens the login dialog and the selection waits on the slip after logging in", async ({
  page,
  request,
}) => {
  const name = newUsername('sc');
  const password = md5(PASSWORD);
  const registered = await request.post('/site/api/v1/user/register', {
    data: { name, password, secondPassword: password, kaptchcate: 0 },
    headers: { timestamp: String(Date.now()), uuid: DEVICE },
  });
  expect(((await registered.json()) as { status_code: number }).status_code).toBe(6000);
  // The same browser as the registration: no new-device check.
  await page.addInitScript((device) => localStorage.setItem('uuid', device), DEVICE);

  const captcha = new CaptchaWatcher(page);
  await page.goto('/game/sport');
  const price = matchList(page).getByRole('button', { name: / · 主 · \d+\.\d\d$/ }).first();
  await expect(price).toBeVisible();
  await press(page, price);
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('用户名').fill(name);
  await dialog.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: '登录' }).click();
  await captcha.solveSlider();
  await expect(dialog).toHaveCount(0);
  // A phone's header bar shows the balance, not the greeting.
  if (!onPhone(page)) await expect(page.getByText(`您好，${name}`)).toBeVisible();

  if (onPhone(page)) await expect(slipBadge(page)).toHaveAccessibleName('投注单 1');
  else await expect(page.getByText('投注单 (1)')).toBeVisible();
  await expect(page.getByRole('button', { name: '登录后投注' })).toHaveCount(0);
});
