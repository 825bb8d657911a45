import { createHash } from 'node:crypto';
import { expect, test } from './fixtures/backend';
import { PASSWORD, authDialog } from './authSteps';
import { registerAndSignIn } from './memberSession';

const NEW_PASSWORD = 'xyz98765';
const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

test('a member changes the login password, is logged out, and only the new password logs in', async ({
  page,
  request,
}) => {
  const name = await registerAndSignIn(page, request, { prefix: 'pw', device: 'e2e-password-device' });
  await page.goto('/mine/userinfo');
  await page.getByRole('link', { name: '修改' }).click();
  await expect(page).toHaveURL(/\/mine\/auth$/);
  const section = page.getByRole('region', { name: '修改登录密码' });

  // A wrong current password is refused by the server and said at its field.
  await section.getByLabel('原密码', { exact: true }).fill('wrong1234');
  await section.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await section.getByLabel('确认新密码').fill(NEW_PASSWORD);
  await section.getByRole('button', { name: '确认修改' }).click();
  await expect(section.getByText('原密码错误')).toBeVisible();
  await expect(page.getByText(`您好，${name}`)).toBeVisible();

  await section.getByLabel('原密码', { exact: true }).fill(PASSWORD);
  await section.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('密码修改成功，请使用新密码重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const dialog = authDialog(page);
  await expect(dialog.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: '/tmp/shots/password-changed.png' });

  // The old password no longer logs in; the new one does (the login call itself, as the dialog sends it).
  const logIn = async (password: string): Promise<number> => {
    const response = await request.post('/site/api/v1/user/login', {
      data: { name, password: md5(password), kaptchcate: 0, version: '1.0', isAgent: 0 },
      headers: { timestamp: String(Date.now()), uuid: 'e2e-password-device' },
    });
    return ((await response.json()) as { status_code: number }).status_code;
  };
  expect(await logIn(PASSWORD)).toBe(6002);
  expect(await logIn(NEW_PASSWORD)).toBe(6000);
});
