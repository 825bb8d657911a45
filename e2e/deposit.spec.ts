import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/backend';
import { registerAndSignIn } from './memberSession';
import { desktopWidth, journey, onPhone } from './phoneSteps';

// The sandbox provider reports half a second after the payer pays; the dev API is on for the backend's own tests.
test.use({ backendEnv: { DEV_API: '1', SANDBOX_PAY_DELAY_MS: '500' } });

/** A click at 1440 px, a tap on a phone. */
async function press(page: Page, target: Locator): Promise<void> {
  if (onPhone(page)) await target.tap();
  else await target.click();
}

/** The member's centre wallet in fen, as the server says it (transfer/getBalance with the page's token). */
async function centreWalletFen(page: Page): Promise<bigint> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post('/fd/api/v1/transfer/getBalance', {
    data: {},
    headers: { timestamp: String(Date.now()), token: token ?? '', uuid: 'e2e-deposit-device' },
  });
  const envelope = (await response.json()) as { data: { centerWalletBalance: string } };
  const [yuan = '0', cents = ''] = envelope.data.centerWalletBalance.split('.');
  return BigInt(yuan) * 100n + BigInt(cents.padEnd(2, '0'));
}

/** On /mine/savemoney as a new member: the channel, the amount and (a first deposit) the real name. */
async function orderDeposit(
  page: Page,
  { channel, amount }: { channel: RegExp; amount: string },
): Promise<void> {
  const channels = page.getByRole('region', { name: '存款方式' });
  await press(page, channels.getByRole('radio', { name: channel }));
  await expect(channels.getByRole('radio', { name: channel })).toBeChecked();
  const form = page.getByRole('region', { name: '存款', exact: true });
  await form.getByLabel('存款金额').fill(amount);
  await expect(form.getByText('首次存款请绑定真实姓名')).toBeVisible();
  await form.getByLabel('真实姓名').fill('张三');
}

/** Opens the wait screen's payer page (the QR code's link), presses 确认付款 there and closes it. */
async function payOnPayerPage(page: Page, wait: Locator): Promise<void> {
  const link = wait.getByRole('link', { name: '打开付款页面' });
  await expect(wait.getByRole('img', { name: '扫码付款' })).toBeVisible();
  const [payer] = await Promise.all([page.context().waitForEvent('page'), press(page, link)]);
  await payer.waitForLoadState();
  await press(payer, payer.getByRole('button', { name: '确认付款' }));
  await expect(payer.locator('body')).not.toContainText('确认付款', { timeout: 10_000 });
  await payer.close();
}

journey(
  'a deposit by bank transfer through the payer page: the order, 我已付款, then the balance grows',
  async ({ page, request }) => {
    await registerAndSignIn(page, request, { prefix: 'dp', device: 'e2e-deposit-device' });
    await desktopWidth(page);
    await page.goto('/mine/savemoney');
    const before = await centreWalletFen(page);
    await orderDeposit(page, { channel: /银行卡转账/, amount: '500' });
    const form = page.getByRole('region', { name: '存款', exact: true });
    await page.screenshot({
      path: `/tmp/shots/deposit-form-${onPhone(page) ? 'phone' : 'wide'}.png`,
      fullPage: true,
    });
    await press(page, form.getByRole('button', { name: '立即存款' }));

    await expect(page).toHaveURL(/\/mine\/transferWait\?orderNo=D\d+$/);
    const wait = page.getByRole('region', { name: '银行卡转账' });
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    await expect(wait).toContainText(orderNo);
    await expect(wait).toContainText('¥500');
    await expect(wait.getByRole('timer')).toContainText(/请在 \d{2}:\d{2} 内完成付款/);
    await expect(wait.getByRole('button', { name: '复制附言码' })).toBeVisible();
    await press(page, wait.getByRole('button', { name: '复制订单号' }));
    await expect(page.getByText('复制成功')).toBeVisible();
    await page.screenshot({
      path: `/tmp/shots/deposit-transfer-wait-${onPhone(page) ? 'phone' : 'wide'}.png`,
      fullPage: true,
    });

    // 我已付款 first: the provider reports half a second after the payer pays, and the page ends on success then.
    await press(page, wait.getByRole('button', { name: '我已付款' }));
    await expect(wait.getByText(/正在确认到账，请稍候/)).toBeVisible();
    await expect(wait.getByRole('button', { name: '我已付款' })).toBeDisabled();
    await payOnPayerPage(page, wait);
    await expect(wait.getByRole('heading', { name: '存款成功' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/存款成功，¥[\d,.]+ 已到账/)).toBeVisible();
    await expect(wait.getByRole('link', { name: '查看交易记录' })).toHaveAttribute(
      'href',
      '/mine/transRecord',
    );
    await expect.poll(() => centreWalletFen(page)).toBe(before + 50_000n);
    await page.screenshot({
      path: `/tmp/shots/deposit-paid-${onPhone(page) ? 'phone' : 'wide'}.png`,
      fullPage: true,
    });
  },
);

journey(
  'a deposit in USDT at the quoted rate through the payer page until the balance grows',
  async ({ page, request }) => {
    await registerAndSignIn(page, request, { prefix: 'du', device: 'e2e-deposit-device' });
    await desktopWidth(page);
    await page.goto('/mine/savemoney');
    const before = await centreWalletFen(page);
    await orderDeposit(page, { channel: /USDT-TRC20/, amount: '1000' });
    const form = page.getByRole('region', { name: '存款', exact: true });
    await expect(form.getByText(/参考汇率 1 USDT = [\d.]+ CNY/)).toBeVisible();
    await expect(form.getByText(/约需支付 [\d.]+ USDT/)).toBeVisible();
    await expect(form.getByText(/报价 \d+ 秒后过期/)).toBeVisible();
    await press(page, form.getByRole('button', { name: '立即存款' }));

    await expect(page).toHaveURL(/\/mine\/virtualWait\?orderNo=D\d+$/);
    const wait = page.getByRole('region', { name: 'USDT-TRC20' });
    await expect(wait.getByText('应付 USDT')).toBeVisible();
    await expect(wait.getByRole('button', { name: '复制收款地址' })).toBeVisible();
    await page.screenshot({
      path: `/tmp/shots/deposit-usdt-wait-${onPhone(page) ? 'phone' : 'wide'}.png`,
      fullPage: true,
    });

    // 1000 and the site's reward for USDT deposits (1.5 %): the order says what the wallet grows by.
    await expect(wait).toContainText('到账金额¥1,015');
    await payOnPayerPage(page, wait);
    await expect(wait.getByRole('heading', { name: '存款成功' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('存款成功，¥1,015 已到账')).toBeVisible();
    await expect.poll(() => centreWalletFen(page)).toBe(before + 101_500n);
  },
);

test('cancelling a deposit order asks first and moves no money', async ({ page, request }) => {
  await registerAndSignIn(page, request, { prefix: 'dc', device: 'e2e-deposit-device' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/mine/savemoney');
  const before = await centreWalletFen(page);
  await orderDeposit(page, { channel: /支付宝扫码/, amount: '300' });
  await page
    .getByRole('region', { name: '存款', exact: true })
    .getByRole('button', { name: '立即存款' })
    .click();
  await expect(page).toHaveURL(/\/mine\/rechargeWait\?orderNo=D\d+$/);
  const wait = page.getByRole('region', { name: '支付宝扫码' });
  await wait.getByRole('button', { name: '取消订单' }).click();
  const dialog = page.getByRole('alertdialog', { name: '取消订单' });
  await expect(dialog).toContainText('已付款请勿取消');
  await dialog.getByRole('button', { name: '取消订单' }).click();
  await expect(wait.getByRole('heading', { name: '订单已取消' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/deposit-cancelled-wide.png', fullPage: true });
  await page.reload();
  await expect(
    page.getByRole('region', { name: '支付宝扫码' }).getByRole('heading', { name: '订单已取消' }),
  ).toBeVisible();
  expect(await centreWalletFen(page)).toBe(before);
});
