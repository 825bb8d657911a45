import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { devCall } from './authSteps';
import { expect, test } from './fixtures/backend';
import { registerAndSignIn } from './memberSession';

// The review is the operator's (dev API approve / reject), never automatic here.
test.use({ backendEnv: { DEV_API: '1', WITHDRAW_REVIEW_MS: '0' } });

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');
const WITHDRAWAL_PASSWORD = '258036';
const HOLDER = '王小明';

/** A member call with the page's own token (the card and password pages have their own journeys). */
async function memberCall(page: Page, path: string, data: unknown): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post(path, {
    data,
    headers: { token: token ?? '', timestamp: String(Date.now()) },
  });
  const envelope = (await response.json()) as { status_code: number; message: string };
  expect(envelope, envelope.message).toMatchObject({ status_code: 6000 });
}

/**
 * A new member on /mine/takemoney with a bound phone and real name; the page first leads to setting the
 * withdrawal password, then the password is set and an ICBC card bound in the holder's name.
 */
async function memberReadyToWithdraw(page: Page, request: APIRequestContext, device: string): Promise<string> {
  const name = await registerAndSignIn(page, request, { prefix: 'wd', device });
  await devCall(request, 'withdraw/cardHolder', { username: name, realName: HOLDER });
  await page.goto('/mine/takemoney');
  const withdraw = page.getByRole('region', { name: '取款', exact: true });
  await expect(withdraw.getByText('您还没有设置资金密码，设置后才能取款')).toBeVisible();
  await expect(withdraw.getByRole('link', { name: '设置资金密码' })).toHaveAttribute('href', '/mine/auth#withdrawal-password');
  await expect(withdraw.getByRole('button', { name: '立即取款' })).toBeDisabled();
  await expect(withdraw.getByRole('link', { name: '添加银行卡' })).toBeVisible();

  await memberCall(page, '/site/api/v1/withdrawal/pwd/set', {
    loginPassword: md5('abc12345'),
    password: WITHDRAWAL_PASSWORD,
    secondPassword: WITHDRAWAL_PASSWORD,
  });
  await memberCall(page, '/fd/api/v1/bankCard/addBankCard', {
    bankCode: 'ICBC',
    cardNumber: '6222021234567890128',
    holderName: HOLDER,
  });
  await page.reload();
  return name;
}

/** Asks a withdrawal of `amount` by bank card with the withdrawal password; answers its order number. */
async function requestWithdrawal(page: Page, amount: string): Promise<string> {
  const withdraw = page.getByRole('region', { name: '取款', exact: true });
  await expect(withdraw.getByRole('radio', { name: /中国工商银行 \*\*\*\* \*\*\*\* \*\*\*\* 0128/ })).toBeChecked();
  await withdraw.getByLabel('取款金额').fill(amount);
  await expect(withdraw.getByTestId('withdraw-fee')).toHaveText('¥0');
  await withdraw.getByRole('button', { name: '立即取款' }).click();
  const dialog = page.getByRole('dialog', { name: '确认取款' });
  await expect(dialog).toContainText('实际到账');
  await dialog.getByLabel('资金密码').fill(WITHDRAWAL_PASSWORD);
  await dialog.getByRole('button', { name: '确认取款' }).click();
  await expect(page.getByText('取款申请已提交，等待审核')).toBeVisible();
  await expect(dialog).toBeHidden();
  const recent = page.getByRole('region', { name: '最近取款' });
  const order = recent.locator('li[data-order]').first();
  await expect(order).toContainText('审核中');
  return (await order.getAttribute('data-order')) ?? '';
}

test('a first withdrawal: password and card set up, turnover shown, the amount held in lockMoney, then paid', async ({
  page,
  request,
}) => {
  await memberReadyToWithdraw(page, request, 'e2e-withdraw-first');
  const withdraw = page.getByRole('region', { name: '取款', exact: true });
  await expect(withdraw.getByTestId('withdraw-balance')).toHaveText('¥10,000.00');
  await expect(withdraw.getByTestId('withdraw-lock-money')).toHaveText('¥0.00');
  await expect(withdraw.getByRole('region', { name: '流水要求' })).toContainText('当前没有流水要求');

  const orderNo = await requestWithdrawal(page, '1500');
  await expect(withdraw.getByTestId('withdraw-balance')).toHaveText('¥8,500.00');
  await expect(withdraw.getByTestId('withdraw-lock-money')).toHaveText('¥1,500.00');
  await page.screenshot({ path: '/tmp/shots/withdraw-reviewing.png', fullPage: true });

  // The page, left open, learns the review's decision by itself.
  await devCall(request, 'withdraw/approve', { orderNo });
  const order = page.getByRole('region', { name: '最近取款' }).locator(`li[data-order="${orderNo}"]`);
  await expect(order).toContainText('已出款', { timeout: 20_000 });
  await expect(page.getByLabel('余额', { exact: true })).toHaveText('¥8,500.00');
  await expect(withdraw.getByTestId('withdraw-lock-money')).toHaveText('¥0.00');
  await expect(withdraw.getByTestId('withdraw-balance')).toHaveText('¥8,500.00');
  await expect(withdraw).toContainText('今日已取款 1/5 次');

  // The transaction records show the request (the amount held) and the payment, each with the order number.
  await page.goto('/mine/transRecord');
  const records = page.getByRole('region', { name: '交易记录' });
  await records.getByRole('button', { name: '提款', exact: true }).click();
  const rows = records.locator('li[data-record]');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('提款成功');
  await expect(rows.nth(1)).toContainText('提款申请');
  await expect(rows.filter({ hasText: orderNo })).toHaveCount(2);
});

test('a rejected withdrawal returns the money; a bonus then asks its turnover before the next one', async ({
  page,
  request,
}) => {
  const name = await memberReadyToWithdraw(page, request, 'e2e-withdraw-rejected');
  const withdraw = page.getByRole('region', { name: '取款', exact: true });
  const orderNo = await requestWithdrawal(page, '2000');
  await expect(withdraw.getByTestId('withdraw-lock-money')).toHaveText('¥2,000.00');

  await devCall(request, 'withdraw/reject', { orderNo, reason: '收款账户信息有误' });
  await page.reload();
  const order = page.getByRole('region', { name: '最近取款' }).locator(`li[data-order="${orderNo}"]`);
  await expect(order).toContainText('已拒绝');
  await expect(order).toContainText('拒绝原因：收款账户信息有误');
  await expect(withdraw.getByTestId('withdraw-balance')).toHaveText('¥10,000.00');
  await expect(withdraw.getByTestId('withdraw-lock-money')).toHaveText('¥0.00');

  await devCall(request, 'withdraw/bonus', { username: name, amount: '300', key: `bonus-${name}` });
  await page.reload();
  const turnover = withdraw.getByRole('region', { name: '流水要求' });
  await expect(turnover).toContainText('还需流水 ¥300');
  await expect(turnover.getByRole('progressbar', { name: '流水完成进度' })).toHaveAttribute('aria-valuenow', '0');
  await expect(withdraw.getByText('还需流水 ¥300 才能取款')).toBeVisible();
  await expect(withdraw.getByRole('button', { name: '立即取款' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/shots/withdraw-turnover.png', fullPage: true });
});
