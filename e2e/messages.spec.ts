import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/backend';
import { registerAndSignIn } from './memberSession';

const memberNav = (page: Page): Locator => page.getByRole('navigation', { name: '会员中心', exact: true });
const letter = (page: Page, title: string): Locator => page.getByRole('button', { name: new RegExp(title) });

test('a new member reads, deletes and clears the welcome letters, and the unread badge follows', async ({
  page,
  request,
}) => {
  await registerAndSignIn(page, request, { prefix: 'ms', device: 'e2e-messages-device' });
  await page.goto('/');
  // Every new member is sent four welcome letters (two of them the site's broadcasts).
  await expect(memberNav(page).getByRole('link', { name: /消息.*4条未读消息/ })).toBeVisible();
  await memberNav(page).getByRole('link', { name: /消息/ }).click();
  await expect(page).toHaveURL(/\/mine\/message$/);
  await expect(page.getByRole('heading', { name: '消息中心' })).toBeVisible();
  await expect(page.getByText('已显示 4 / 4 条')).toBeVisible();
  await expect(page.getByRole('tab', { name: /全部/ })).toHaveText('全部4');

  await letter(page, '欢迎加入').click();
  await expect(page.getByText('请尽快在个人中心绑定手机号码并完成实名认证')).toBeVisible();
  await expect(memberNav(page).getByRole('link', { name: /消息.*3条未读消息/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/messages-open.png', fullPage: true });

  await page.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog', { name: '删除消息' });
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(letter(page, '欢迎加入')).toHaveCount(0);
  await expect(page.getByText('已显示 3 / 3 条')).toBeVisible();

  // The bulletin tab holds the site's anti-fraud notice only.
  await page.getByRole('tab', { name: /公告/ }).click();
  await expect(letter(page, '平台公告：谨防诈骗')).toBeVisible();
  await expect(page.getByText('已显示 1 / 1 条')).toBeVisible();

  await page.getByRole('tab', { name: /全部/ }).click();
  await page.getByRole('button', { name: '全部已读' }).click();
  await expect(page.getByText('已全部标为已读')).toBeVisible();
  await expect(memberNav(page).getByRole('link', { name: /消息/ })).toHaveText('消息');
  await expect(page.getByRole('button', { name: '全部已读' })).toBeDisabled();

  // The server kept it all: after a reload the deleted letter is gone and nothing is unread.
  await page.reload();
  await expect(page.getByText('已显示 3 / 3 条')).toBeVisible();
  await expect(page.getByRole('img', { name: '未读' })).toHaveCount(0);
});
