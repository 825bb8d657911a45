import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/backend';
import { CaptchaWatcher, PASSWORD, authDialog, newUsername } from './authSteps';

// Login and register run the slider captcha first; the test-only answer call lets the tests solve it.
test.use({ backendEnv: { DEV_API: '1' } });

async function expectLoggedIn(page: Page, username: string): Promise<void> {
  await expect(page.getByText(`您好，${username}`)).toBeVisible();
  await expect(page.getByLabel('余额', { exact: true })).toHaveText('¥10,000.00');
  await expect(page.getByRole('button', { name: '退出' })).toBeVisible();
}

test('a visitor registers, is logged in with the demo balance, logs out and logs in again', async ({
  page,
}) => {
  const captcha = new CaptchaWatcher(page);
  const username = newUsername();

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const mainNav = page.getByRole('navigation', { name: '主导航' });
  for (const name of ['首页', '体育', '真人', '彩票', '棋牌', '电竞', '捕鱼', '优惠', '赞助']) {
    await expect(mainNav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // Content the site serves now: its channels and its sponsors.
  await expect(page.getByRole('heading', { name: '全部频道' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '赞助合作' })).toBeVisible();

  await page.getByRole('button', { name: '注册' }).click();
  const dialog = authDialog(page);
  await expect(dialog.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('用户名').fill(username);
  await dialog.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('确认密码').fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: /同意《用户协议》与《隐私政策》/ }).check();
  await dialog.getByRole('button', { name: '注册' }).click();
  await captcha.solveSlider();

  await expect(page.getByText('注册成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectLoggedIn(page, username);
  await expect(
    page.getByRole('navigation', { name: '会员中心' }).getByRole('link', { name: '存款' }),
  ).toBeVisible();

  // spec 4: logout goes home and opens the login dialog.
  await page.getByRole('button', { name: '退出' }).click();
  await expect(dialog.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('10,000.00')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '会员中心' })).toHaveCount(0);

  await dialog.getByLabel('用户名').fill(username);
  await dialog.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: '登录' }).click();
  await captcha.solveSlider();

  await expect(page.getByText('登录成功')).toBeVisible();
  await expectLoggedIn(page, username);
});

test('the register form explains what is wrong, in Chinese, before anything is sent', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: '注册' }).click();
  const dialog = authDialog(page);
  await dialog.getByLabel('用户名').fill('1abc');
  await dialog.getByLabel('密码', { exact: true }).fill('abc12345');
  await dialog.getByLabel('确认密码').fill('abc12346');
  await dialog.getByRole('button', { name: '注册' }).click();

  await expect(
    dialog.getByText('用户名需为4-11位字母加数字，以字母开头，至少包含2个字母和1个数字'),
  ).toBeVisible();
  await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
  await expect(dialog.getByText('请同意用户协议与隐私政策')).toBeVisible();
  await expect(dialog.getByLabel('用户名')).toHaveAttribute('aria-invalid', 'true');
});

test('a wrong password shows the server message and keeps the visitor logged out', async ({ page }) => {
  const captcha = new CaptchaWatcher(page);
  await page.goto('/');
  await page.getByRole('button', { name: '登录' }).click();
  const dialog = authDialog(page);
  await dialog.getByLabel('用户名').fill('demo01');
  await dialog.getByLabel('密码', { exact: true }).fill('wrong1234');
  await dialog.getByRole('button', { name: '登录' }).click();
  await captcha.solveSlider();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('a members-only page sends a visitor home with "please log in first"', async ({ page }) => {
  await page.goto('/mine/vip');
  await expect(page.getByText('请先登录以了解更多')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the session survives a page reload and a backend restart', async ({ page, backend }) => {
  const captcha = new CaptchaWatcher(page);
  const username = newUsername();
  await page.goto('/');
  await page.getByRole('button', { name: '注册' }).click();
  const dialog = authDialog(page);
  await dialog.getByLabel('用户名').fill(username);
  await dialog.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('确认密码').fill(PASSWORD);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '注册' }).click();
  await captcha.solveSlider();
  await expectLoggedIn(page, username);

  await backend.restart();
  await page.reload();
  await expectLoggedIn(page, username);
});
