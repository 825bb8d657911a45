import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/backend';
import { startSignedIn } from './memberSession';

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');
/** The demo member with a bound phone, e-mail and real name (张伟): the card pages' bind-phone guard lets it in. */
const DEMO = { username: 'demo02', password: 'demo1234', realName: '张伟' };
const WITHDRAWAL_PASSWORD = '258013';
const CARD = '6222021234567890128';
const DEVICE = 'e2e-cards-device';

/** Logs demo02 in through the API (its first login, from this device) and starts the page signed in. */
async function signInVerified(page: Page, request: APIRequestContext): Promise<void> {
  const response = await request.post('/site/api/v1/user/login', {
    data: { name: DEMO.username, password: md5(DEMO.password), kaptchcate: 0 },
    headers: { timestamp: String(Date.now()), uuid: DEVICE },
  });
  const envelope = (await response.json()) as { status_code: number; data: { token: string; userId: string } };
  expect(envelope.status_code).toBe(6000);
  await startSignedIn(page, { ...envelope.data, device: DEVICE });
}

test('a member sets the withdrawal password, binds a card in the real name and sees its number only after the password', async ({
  page,
  request,
}) => {
  await signInVerified(page, request);

  // The withdrawal password, in /mine/auth, after the login password.
  await page.goto('/mine/auth');
  const section = page.getByRole('region', { name: '资金密码' });
  await section.getByLabel('登录密码').fill(DEMO.password);
  await section.getByLabel('资金密码', { exact: true }).fill('123456');
  await section.getByLabel('确认资金密码').fill('123456');
  await section.getByRole('button', { name: '设置资金密码' }).click();
  await expect(section.getByText('不能是相同或连续的数字')).toBeVisible();
  await section.getByLabel('资金密码', { exact: true }).fill(WITHDRAWAL_PASSWORD);
  await section.getByLabel('确认资金密码').fill(WITHDRAWAL_PASSWORD);
  await section.getByRole('button', { name: '设置资金密码' }).click();
  await expect(page.getByText('资金密码设置成功')).toBeVisible();
  await expect(section.getByText('已设置资金密码')).toBeVisible();
  await section.screenshot({ path: '/tmp/shots/cards-withdrawal-password-set.png' });

  // A bank card: a name other than the bound real name is refused by the server, the right one binds it.
  await page.goto('/mine/addBankCard');
  const form = page.getByRole('region', { name: '添加新账户' });
  await form.getByLabel('开户银行').selectOption({ label: '中国工商银行' });
  await form.getByLabel('银行卡号').fill(CARD.replace(/.$/, '3'));
  await form.getByLabel('持卡人姓名').fill('王五');
  await form.getByRole('button', { name: '确认绑定' }).click();
  await expect(form.getByText('卡号有误，请核对后重新输入')).toBeVisible();
  await form.getByLabel('银行卡号').fill(CARD);
  await form.getByRole('button', { name: '确认绑定' }).click();
  await expect(form.getByText('持卡人姓名须与您绑定的真实姓名一致')).toBeVisible();
  await form.getByLabel('持卡人姓名').fill(DEMO.realName);
  await form.getByRole('button', { name: '确认绑定' }).click();
  await expect(page.getByText('绑定成功')).toBeVisible();
  const list = page.getByRole('region', { name: '已绑定（1/5）' });
  await expect(list.getByText('**** **** **** 0128')).toBeVisible();
  await expect(page.getByText(CARD)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots/cards-bank-list-1440.png', fullPage: true });

  // Its page: masked, then in full after the withdrawal password (a wrong one says the tries left).
  await list.getByRole('link', { name: /中国工商银行/ }).click();
  await expect(page).toHaveURL(/\/mine\/accountManage\/\d+$/);
  const number = page.getByTestId('account-number');
  await expect(number).toHaveText('**** **** **** 0128');
  await page.getByRole('button', { name: '查看完整账号' }).click();
  const dialog = page.getByRole('dialog', { name: '验证资金密码' });
  await dialog.getByLabel('资金密码').fill('111222');
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(dialog.getByText('资金密码错误，还可尝试4次')).toBeVisible();
  await dialog.screenshot({ path: '/tmp/shots/cards-password-dialog.png' });
  await dialog.getByLabel('资金密码').fill(WITHDRAWAL_PASSWORD);
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(dialog).toBeHidden();
  await expect(number).toHaveText('6222 0212 3456 7890 128');
  await page.screenshot({ path: '/tmp/shots/cards-account-1440.png', fullPage: true });
});

test('USDT addresses are checked as typed: a TRC20 address with a wrong checksum is refused, a right one binds', async ({
  page,
  request,
}) => {
  await signInVerified(page, request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mine/virtualCoinCard');
  const form = page.getByRole('region', { name: '添加新账户' });
  await form.getByLabel('钱包地址').fill('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU8');
  await form.getByRole('button', { name: '确认绑定' }).click();
  await expect(form.getByText('请输入正确的TRC20地址（T开头，34位）')).toBeVisible();
  await form.getByLabel('钱包地址').fill('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
  await form.getByRole('button', { name: '确认绑定' }).click();
  await expect(page.getByText('绑定成功')).toBeVisible();
  await expect(page.getByRole('link', { name: /USDT-TRC20 TLa2f6…YjU7/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/cards-virtual-390.png', fullPage: true });
});
