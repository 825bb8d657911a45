import { expect, test } from './fixtures/backend';
import { AUTH_BACKEND_ENV, CaptchaWatcher, authDialog, latestCode, seriousViolations } from './authSteps';

test.use({ backendEnv: AUTH_BACKEND_ENV });

const DEMO = { username: 'demo02', password: 'demo1234', phone: '13800138000' };

test('a member with a bound phone logging in from a new device proves it with a code sent to the phone', async ({
  browser,
  baseURL,
}) => {
  // The first device: the account's first login is trusted, and the device is remembered.
  const home = await browser.newContext({ baseURL });
  const homePage = await home.newPage();
  const homeCaptcha = new CaptchaWatcher(homePage);
  await homePage.goto('/');
  await homePage.getByRole('button', { name: '登录' }).click();
  await authDialog(homePage).getByLabel('用户名').fill(DEMO.username);
  await authDialog(homePage).getByLabel('密码', { exact: true }).fill(DEMO.password);
  await authDialog(homePage).getByRole('button', { name: '登录' }).click();
  await homeCaptcha.solveSlider();
  await expect(homePage.getByText(`您好，${DEMO.username}`)).toBeVisible();
  await home.close();

  // Another browser on another machine: another fingerprint.
  const away = await browser.newContext({
    baseURL,
    timezoneId: 'Asia/Tokyo',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    viewport: { width: 1440, height: 900 },
  });
  const page = await away.newPage();
  const captcha = new CaptchaWatcher(page);
  await page.goto('/');
  await page.getByRole('button', { name: '登录' }).click();
  await authDialog(page).getByLabel('用户名').fill(DEMO.username);
  await authDialog(page).getByLabel('密码', { exact: true }).fill(DEMO.password);
  await authDialog(page).getByRole('button', { name: '登录' }).click();
  await captcha.solveSlider();

  const screen = page.getByRole('dialog', { name: '新设备登录验证' });
  await expect(screen.getByText('检测到您在新设备登录，请进行安全验证')).toBeVisible();
  await expect(screen.getByText('138****8000')).toBeVisible();
  await expect(
    screen.getByText('请勿相信任何索要验证码的人，谨防诈骗！官方客服不会向您索要验证码。'),
  ).toBeVisible();

  expect(await seriousViolations(page, screen)).toEqual([]);

  // A code must be requested first.
  await screen.getByRole('button', { name: '登录' }).click();
  await expect(screen.getByText('请先获取验证码')).toBeVisible();

  await screen.getByRole('button', { name: '获取验证码' }).click();
  const completion = page.getByRole('dialog', { name: '安全验证' });
  await completion.getByLabel('隐藏的4位数字').fill('12');
  await completion.getByRole('button', { name: '确定' }).click();
  await expect(completion.getByText('手机号码错误')).toBeVisible();
  expect(await seriousViolations(page, completion)).toEqual([]);
  await completion.getByLabel('隐藏的4位数字').fill('9999');
  await completion.getByRole('button', { name: '确定' }).click();
  await expect(completion.getByText('手机号码错误')).toBeVisible();
  await completion.getByLabel('隐藏的4位数字').fill('0013');
  await completion.getByRole('button', { name: '确定' }).click();
  await captcha.solveSlider();
  await expect(page.getByText('手机验证码已发送')).toBeVisible();
  await expect(screen.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

  const code = await latestCode(page.request, DEMO.phone);
  await screen.getByLabel('短信验证码').fill(code === '000000' ? '111111' : '000000');
  await screen.getByRole('button', { name: '登录' }).click();
  await expect(screen.getByText('验证码错误')).toBeVisible();

  await screen.getByLabel('短信验证码').fill(code);
  await screen.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page.getByText(`您好，${DEMO.username}`)).toBeVisible();
  await away.close();
});
