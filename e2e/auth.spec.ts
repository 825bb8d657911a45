import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/backend';
import {
  AUTH_BACKEND_ENV,
  CaptchaWatcher,
  PASSWORD,
  authDialog,
  newUsername,
  seriousViolations,
  usePictureCaptcha,
} from './authSteps';

test.use({ backendEnv: AUTH_BACKEND_ENV });

async function register(page: Page, captcha: CaptchaWatcher, username: string): Promise<void> {
  await page.getByRole('button', { name: '注册' }).click();
  const dialog = authDialog(page);
  await dialog.getByLabel('用户名').fill(username);
  await dialog.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('确认密码').fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: /同意《用户协议》与《隐私政策》/ }).check();
  await dialog.getByRole('button', { name: '注册' }).click();
  await captcha.solveSlider();
  await expect(page.getByText('注册成功')).toBeVisible();
  await expect(page.getByText(`您好，${username}`)).toBeVisible();
}

test('the register form shows every rule it breaks, in Chinese, until each is fixed', async ({ page }) => {
  const captcha = new CaptchaWatcher(page);
  const username = newUsername();
  await page.goto('/');
  await page.getByRole('button', { name: '注册' }).click();
  const dialog = authDialog(page);
  const submit = dialog.getByRole('button', { name: '注册' });
  // Inactive-looking until the required fields are filled, but a press still explains what is missing.
  await expect(submit).toHaveAttribute('data-inactive', 'true');
  await submit.click();
  await expect(dialog.getByText('用户名不能为空')).toBeVisible();
  await expect(dialog.getByText('请输入密码')).toBeVisible();
  await expect(dialog.getByText('请再次输入密码')).toBeVisible();
  await expect(dialog.getByText('请同意用户协议与隐私政策')).toBeVisible();

  await dialog.getByLabel('用户名').fill('1abc');
  await dialog.getByLabel('密码', { exact: true }).fill('abcdefgh');
  await dialog.getByLabel('确认密码').fill('abc12345');
  await submit.click();
  await expect(
    dialog.getByText('用户名需为4-11位字母加数字，以字母开头，至少包含2个字母和1个数字'),
  ).toBeVisible();
  await expect(dialog.getByText('请输入8-12位字母加数字')).toBeVisible();
  await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
  await expect(dialog.getByLabel('用户名')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('用户名').fill(` ${username} `);
  await dialog.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('确认密码').fill(PASSWORD);
  await dialog.getByRole('button', { name: '显示密码' }).first().click();
  await expect(dialog.getByLabel('密码', { exact: true })).toHaveAttribute('type', 'text');
  await dialog.getByRole('checkbox', { name: /同意《用户协议》与《隐私政策》/ }).check();
  await expect(submit).toHaveAttribute('data-inactive', 'false');
  await submit.click();
  await captcha.solveSlider();

  await expect(page.getByText('注册成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`您好，${username}`)).toBeVisible();
});

test('login remembers the username only, and logout goes home with the login dialog open', async ({
  page,
}) => {
  const captcha = new CaptchaWatcher(page);
  await page.goto('/');
  await page.getByRole('button', { name: '登录' }).click();
  const dialog = authDialog(page);
  await expect(dialog.getByLabel('用户名')).toHaveAttribute('autocomplete', 'username');
  await expect(dialog.getByLabel('密码', { exact: true })).toHaveAttribute(
    'autocomplete',
    'current-password',
  );
  await dialog.getByLabel('用户名').fill('demo01');
  await dialog.getByLabel('密码', { exact: true }).fill('demo1234');
  await dialog.getByRole('checkbox', { name: '记住账号' }).check();
  await dialog.getByRole('button', { name: '登录' }).click();
  await captcha.solveSlider();
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page.getByText('您好，demo01')).toBeVisible();

  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(Object.values(stored).join(' ')).not.toContain('demo1234');
  expect(stored.rememberedUsername).toBe('demo01');
  expect(Number(stored.rememberPwdTime)).toBeGreaterThan(0);

  await page.goto('/game/sport');
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('用户名')).toHaveValue('demo01');
  await expect(dialog.getByRole('checkbox', { name: '记住账号' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a session ended elsewhere says "请重新登录" at the next action and opens the login dialog', async ({
  page,
}) => {
  const captcha = new CaptchaWatcher(page);
  await page.goto('/');
  await register(page, captcha, newUsername());
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  // The session is revoked from another place (a logout with the same token).
  const revoked = await page.request.post('/site/api/v1/user/logout', {
    data: {},
    headers: { token: token ?? '', timestamp: String(Date.now()) },
  });
  expect(((await revoked.json()) as { status_code: number }).status_code).toBe(6000);

  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '体育', exact: true })
    .click();
  await expect(page.getByText('请重新登录')).toBeVisible();
  await expect(authDialog(page).getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a missed slider brings a new puzzle and says why, prefixed 2', async ({ page }) => {
  const captcha = new CaptchaWatcher(page);
  await page.goto('/');
  await page.getByRole('button', { name: '登录' }).click();
  const dialog = authDialog(page);
  await dialog.getByLabel('用户名').fill('demo01');
  await dialog.getByLabel('密码', { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: '登录' }).click();
  await captcha.solveSlider(40);
  const slider = page.getByRole('dialog', { name: '滑块验证' });
  await expect(slider.getByText('2-验证未通过，请重试')).toBeVisible();
  await captcha.solveSlider();
  await expect(page.getByText('登录成功')).toBeVisible();
});

test('a site on the picture captcha asks for its characters; a wrong text is refused, prefixed 2', async ({
  page,
  backend,
}) => {
  await usePictureCaptcha(backend);
  const captcha = new CaptchaWatcher(page);
  await page.goto('/');
  await page.getByRole('button', { name: '登录' }).click();
  const dialog = authDialog(page);
  await dialog.getByLabel('用户名').fill('demo01');
  await dialog.getByLabel('密码', { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: '登录' }).click();

  const picture = page.getByRole('dialog', { name: '图形验证' });
  await picture.getByRole('button', { name: '确定' }).click();
  await expect(picture.getByText('请输入图形验证码')).toBeVisible();
  await expect(picture.getByRole('textbox', { name: '图形验证码' })).toHaveAttribute('maxlength', '10');
  await picture.getByRole('textbox', { name: '图形验证码' }).fill('zzzz');
  await picture.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('2-验证码错误')).toBeVisible();

  await dialog.getByRole('button', { name: '登录' }).click();
  // A click on the picture brings another one.
  const firstImage = await picture
    .getByRole('button', { name: /图形验证码图片/ })
    .locator('img')
    .getAttribute('src');
  await picture.getByRole('button', { name: /图形验证码图片/ }).click();
  await expect(picture.getByRole('button', { name: /图形验证码图片/ }).locator('img')).not.toHaveAttribute(
    'src',
    firstImage ?? '',
  );
  await captcha.solvePicture();
  await expect(page.getByText('登录成功')).toBeVisible();
});

test('the auth dialog and its captcha have no serious accessibility faults', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: '登录' }).click();
  const dialog = authDialog(page);
  await expect(dialog.getByLabel('用户名')).toBeVisible();
  expect(await seriousViolations(page, dialog)).toEqual([]);

  await dialog.getByRole('tab', { name: '注册' }).click();
  await dialog.getByRole('button', { name: '注册' }).click();
  await expect(dialog.getByText('用户名不能为空')).toBeVisible();
  expect(await seriousViolations(page, dialog)).toEqual([]);

  await dialog.getByRole('tab', { name: '登录' }).click();
  await dialog.getByLabel('用户名').fill('demo01');
  await dialog.getByLabel('密码', { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: '登录' }).click();
  const slider = page.getByRole('dialog', { name: '滑块验证' });
  await expect(slider.getByRole('slider', { name: '拼图滑块' })).toBeVisible();
  expect(await seriousViolations(page, slider)).toEqual([]);
  await slider.getByRole('button', { name: '关闭' }).click();

  await dialog.getByRole('button', { name: '忘记密码？' }).click();
  const forgot = page.getByRole('dialog', { name: '找回密码' });
  await forgot.getByRole('button', { name: '下一步' }).click();
  await expect(forgot.getByText('用户名不能为空')).toBeVisible();
  expect(await seriousViolations(page, forgot)).toEqual([]);
});

test('the slider can be solved with the keyboard alone', async ({ page }) => {
  const captcha = new CaptchaWatcher(page);
  await page.goto('/');
  await page.getByRole('button', { name: '登录' }).click();
  const dialog = authDialog(page);
  await dialog.getByLabel('用户名').fill('demo01');
  await dialog.getByLabel('密码', { exact: true }).fill('demo1234');
  await dialog.getByLabel('密码', { exact: true }).press('Enter');
  const handle = page.getByRole('dialog', { name: '滑块验证' }).getByRole('slider', { name: '拼图滑块' });
  await expect(handle).toBeFocused();
  const x = await captcha.answerOfOpenSlider();
  for (let moved = 0; moved + 10 <= x; moved += 10) {
    await handle.press('Shift+ArrowRight', { delay: 20 });
  }
  for (let moved = Math.floor(x / 10) * 10; moved < x; moved += 1) {
    await handle.press('ArrowRight', { delay: 20 });
  }
  await expect(handle).toHaveAttribute('aria-valuenow', String(x));
  await handle.press('Enter');
  await expect(page.getByText('登录成功')).toBeVisible();
});
