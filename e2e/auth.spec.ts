import { expect, test } from './fixtures/backend';
import { AUTH_BACKEND_ENV, CaptchaWatcher, PASSWORD, authDialog, newUsername } from './authSteps';

test.use({ backendEnv: AUTH_BACKEND_ENV });

test('a visitor registers through the slider captcha, is logged in, logs out and logs in again', async ({
  page,
}) => {
  const captcha = new CaptchaWatcher(page);
  const username = newUsername();
  await page.goto('/');
  await page.getByRole('button', { name: '注册' }).click();
  const dialog = authDialog(page);
  await dialog.getByLabel('用户名').fill(username);
  await dialog.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('确认密码').fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: /同意《用户协议》与《隐私政策》/ }).check();
  await dialog.getByRole('button', { name: '注册' }).click();
  await captcha.solveSlider();

  await expect(page.getByText('注册成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`您好，${username}`)).toBeVisible();

  await page.getByRole('button', { name: '退出' }).click();
  await expect(dialog.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('用户名').fill(username);
  await dialog.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: '登录' }).click();
  await captcha.solveSlider();
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page.getByText(`您好，${username}`)).toBeVisible();
});
