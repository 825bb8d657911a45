import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/backend';
import { AUTH_BACKEND_ENV, CaptchaWatcher, authDialog, latestCode, seriousViolations } from './authSteps';

// Real captchas (solved the way a person would, through the test-only answers), and the code outbox.
test.use({ backendEnv: AUTH_BACKEND_ENV });

const DEMO = { username: 'demo01', password: 'demo1234' };

async function logIn(page: Page, captcha: CaptchaWatcher): Promise<void> {
  await page.getByRole('button', { name: '登录' }).click();
  const dialog = authDialog(page);
  await dialog.getByLabel('用户名').fill(DEMO.username);
  await dialog.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await dialog.getByRole('button', { name: '登录' }).click();
  await captcha.solveSlider();
  await expect(page.getByText(`您好，${DEMO.username}`)).toBeVisible();
}

test('a visitor is refused the member area: home, with "请先登录以了解更多"', async ({ page }) => {
  await page.goto('/mine');
  await expect(page.getByText('请先登录以了解更多')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: '会员中心菜单' })).toHaveCount(0);
});

test('demo01 has no bound phone: a bank card page sends him to bind one and his real name, then lets him in', async ({
  page,
}) => {
  const captcha = new CaptchaWatcher(page);
  await page.goto('/');
  await logIn(page, captcha);

  await page.goto('/mine/addBankCard');
  await expect(page).toHaveURL(/\/mine\/auth\?next=%2Fmine%2FaddBankCard$/);
  await expect(page.getByRole('heading', { name: '账户安全' })).toBeVisible();
  await expect(page.getByText('该功能需要先绑定手机并完成实名认证')).toBeVisible();

  const phone = page.getByRole('region', { name: '绑定手机' });
  await phone.getByLabel('手机号码').fill('13912345678');
  await phone.getByRole('button', { name: '获取验证码' }).click();
  await captcha.solveSlider();
  await expect(page.getByText('验证码已发送至 139****5678')).toBeVisible();
  await expect(phone.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await phone.getByLabel('短信验证码').fill(await latestCode(page.request, '13912345678'));
  await phone.getByRole('button', { name: '立即绑定' }).click();
  await expect(phone.getByText('已绑定手机：139****5678')).toBeVisible();

  const realName = page.getByRole('region', { name: '实名认证' });
  await realName.getByLabel('真实姓名').fill('李雷');
  await realName.getByLabel('出生日期').fill('1992-03-04');
  await realName.getByRole('button', { name: '确认提交' }).click();
  const confirm = page.getByRole('alertdialog', { name: '请确认您的资料' });
  await expect(confirm.getByText(/真实姓名：李雷/)).toBeVisible();
  await confirm.getByRole('button', { name: '确认无误' }).click();
  await expect(realName.getByText('已实名认证：李*')).toBeVisible();
  await expect(realName.getByLabel('真实姓名')).toHaveCount(0);

  await page.getByRole('link', { name: '继续前往' }).click();
  await expect(page).toHaveURL(/\/mine\/addBankCard$/);
  await expect(page.getByRole('heading', { name: '添加银行卡' })).toBeVisible();
});

test('a member binds an e-mail with a code sent to it, and the profile shows it', async ({ page }) => {
  const captcha = new CaptchaWatcher(page);
  await page.goto('/');
  await logIn(page, captcha);

  await page.goto('/mine/userinfo');
  const emailRow = page.locator('div').filter({ has: page.getByText('绑定邮箱', { exact: true }) }).last();
  await emailRow.getByRole('link', { name: '去绑定' }).click();
  await expect(page).toHaveURL(/\/mine\/auth$/);
  const email = page.getByRole('region', { name: '绑定邮箱' });
  await email.getByLabel('邮箱地址').fill('Demo01@Example.com');
  await email.getByRole('button', { name: '获取验证码' }).click();
  await captcha.solveSlider();
  await expect(page.getByText(/验证码已发送至 de\*+@example\.com/)).toBeVisible();
  await email.getByLabel('邮箱验证码').fill(await latestCode(page.request, 'demo01@example.com'));
  await email.getByRole('button', { name: '立即绑定' }).click();
  await expect(email.getByText(/已绑定邮箱：de\*+@example\.com/)).toBeVisible();
  await expect(email.getByLabel('邮箱地址')).toHaveCount(0);

  await page.goto('/mine/userinfo');
  await expect(page.getByText(/de\*+@example\.com/)).toBeVisible();
});

test('繁體 turns the site traditional and stays so after a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('group', { name: '语言' }).getByRole('button', { name: '繁體' }).click();
  const nav = page.getByRole('navigation', { name: '主導航' });
  await expect(nav.getByRole('link', { name: '首頁' })).toBeVisible();
  await expect(nav.getByRole('button', { name: '線上客服' })).toBeVisible();
  await expect(page.getByRole('button', { name: '登入' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');

  await page.reload();
  await expect(page.getByRole('navigation', { name: '主導航' }).getByRole('link', { name: '首頁' })).toBeVisible();
  await expect(page.getByRole('button', { name: '註冊' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');

  await page.getByRole('group', { name: '語言' }).getByRole('button', { name: '简体' }).click();
  await expect(page.getByRole('button', { name: '注册' })).toBeVisible();
});

test('the professional edition is dark, and stays so after a reload', async ({ page }) => {
  await page.goto('/');
  const body = page.locator('body');
  await expect(body).toHaveCSS('background-color', 'rgb(243, 245, 249)');
  const edition = page.getByRole('group', { name: '显示版本' });
  await edition.getByRole('button', { name: '专业版' }).click();
  await expect(edition.getByRole('button', { name: '专业版' })).toHaveAttribute('aria-pressed', 'true');
  await expect(body).toHaveCSS('background-color', 'rgb(14, 19, 27)');

  await page.reload();
  await expect(body).toHaveCSS('background-color', 'rgb(14, 19, 27)');
  await expect(page.getByRole('group', { name: '显示版本' }).getByRole('button', { name: '专业版' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('customer service warns about deposit channels before it opens a new tab', async ({ page, context }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '在线客服' }).click();
  const dialog = page.getByRole('alertdialog', { name: '安全提示' });
  await expect(dialog.getByText(/仅限官网、官方APP或官方在线客服/)).toBeVisible();
  const [tab] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: '继续联系客服' }).click()]);
  await expect(tab).toHaveURL(/\/app\/help\/zxkf$/);
});

test('the home page, in both editions, has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '赞助合作' })).toBeVisible();
  await expect(page.getByRole('region', { name: '赞助合作' }).getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page, page.locator('body'))).toEqual([]);

  await page.getByRole('group', { name: '显示版本' }).getByRole('button', { name: '专业版' }).click();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(14, 19, 27)');
  expect(await seriousViolations(page, page.locator('body'))).toEqual([]);
});
