import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/backend';
import { AUTH_BACKEND_ENV, CaptchaWatcher, authDialog, latestCode } from './authSteps';

test.use({ backendEnv: AUTH_BACKEND_ENV });

const NEW_PASSWORD = 'newpass88';

async function openForgotPassword(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: '登录' }).click();
  await authDialog(page).getByRole('button', { name: '忘记密码？' }).click();
  const dialog = page.getByRole('dialog', { name: '找回密码' });
  await expect(dialog.getByRole('list', { name: '找回密码进度' })).toBeVisible();
  // spec 2.6: the banner shows while finding the password (and hides on success).
  await expect(dialog.getByText('体育赛事 · 真人娱乐 · 电子竞技')).toBeVisible();
  return dialog;
}

/** Steps 1 and 2, then the success screen that returns to login by itself after 3 s. */
async function verifyAndReset(page: Page, target: string) {
  const dialog = page.getByRole('dialog', { name: '找回密码' });
  await expect(dialog.getByText(/验证码已发送至/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await expect(dialog.locator('[aria-current="step"]')).toHaveText('身份验证');

  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText('请输入验证码')).toBeVisible();
  const code = await latestCode(page.request, target);
  await dialog.getByLabel('验证码').fill(code);
  await dialog.getByRole('button', { name: '下一步' }).click();

  await expect(dialog.locator('[aria-current="step"]')).toHaveText('重置密码');
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await expect(dialog.getByText('请设置新密码')).toBeVisible();
  await expect(dialog.getByText('请再次输入密码')).toBeVisible();
  await dialog.getByLabel('新密码', { exact: true }).fill('short1');
  await dialog.getByLabel('确认新密码').fill('short2');
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await expect(dialog.getByText('请输入8-12位字母加数字')).toBeVisible();
  await expect(dialog.getByText('两次输入的密码不一致，请重新输入')).toBeVisible();

  // Back goes one step back, and forward again keeps the verified code.
  await dialog.getByRole('button', { name: '上一步' }).click();
  await expect(dialog.locator('[aria-current="step"]')).toHaveText('身份验证');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.locator('[aria-current="step"]')).toHaveText('重置密码');

  await dialog.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('确认新密码').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await expect(dialog.getByText('密码修改成功')).toBeVisible();
  await expect(dialog.getByText(/秒后返回登录/)).toBeVisible();
  // spec 2.6: no banner on the success screen.
  await expect(dialog.getByText('体育赛事 · 真人娱乐 · 电子竞技')).toHaveCount(0);

  const login = authDialog(page);
  await expect(login.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 6000,
  });
  await expect(login.getByLabel('用户名')).toHaveValue('demo02');
}

async function logInWith(page: Page, password: string) {
  const captcha = new CaptchaWatcher(page);
  const login = authDialog(page);
  await login.getByLabel('密码', { exact: true }).fill(password);
  await login.getByRole('button', { name: '登录' }).click();
  await captcha.solveSlider();
}

test('a member resets a forgotten password with a code sent to the bound phone', async ({ page }) => {
  const dialog = await openForgotPassword(page);
  await expect(dialog.getByRole('tab', { name: '手机找回' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('国家/地区')).toHaveValue('+86');

  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText('用户名不能为空')).toBeVisible();
  await expect(dialog.getByText('请输入正确的手机号码')).toBeVisible();
  await dialog.getByLabel('用户名').fill('demo02');
  await dialog.getByLabel('手机号码').fill('2380013800');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText('请输入正确的手机号码')).toBeVisible();
  // Another area has its own pattern: a Hong Kong number is 8 digits.
  await dialog.getByLabel('国家/地区').selectOption('+852');
  await dialog.getByLabel('手机号码').fill('13800138000');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText('请输入正确的手机号码')).toBeVisible();
  await dialog.getByLabel('国家/地区').selectOption('+86');
  await dialog.getByRole('button', { name: '下一步' }).click();

  await verifyAndReset(page, '13800138000');
  await logInWith(page, NEW_PASSWORD);
  await expect(page.getByText('登录成功')).toBeVisible();
});

test('a member resets a forgotten password by e-mail, and the old password stops working', async ({
  page,
}) => {
  const dialog = await openForgotPassword(page);
  await dialog.getByRole('tab', { name: '邮箱找回' }).click();
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText('请输入邮箱')).toBeVisible();
  await dialog.getByLabel('用户名').fill('demo02');
  await dialog.getByLabel('邮箱').fill('demo02@example');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText('请输入正确的邮箱')).toBeVisible();
  await dialog.getByLabel('邮箱').fill('Demo02@Example.com');
  await dialog.getByRole('button', { name: '下一步' }).click();

  await verifyAndReset(page, 'demo02@example.com');
  await logInWith(page, 'demo1234');
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await logInWith(page, NEW_PASSWORD);
  await expect(page.getByText('登录成功')).toBeVisible();
});
