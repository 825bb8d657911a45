import { expect, test } from './fixtures/backend';
import { devCall } from './authSteps';
import { registerAndSignIn } from './memberSession';

// Customer service answers only by hand here (the dev API), not with the automatic first answer.
test.use({ backendEnv: { DEV_API: '1', FEEDBACK_REPLY_MS: '0' } });

test('a member sends feedback, customer service replies, and the reply is read from 我的反馈', async ({
  page,
  request,
}) => {
  await registerAndSignIn(page, request, { prefix: 'fb', device: 'e2e-feedback-device' });
  await page.goto('/mine/feedback');
  const form = page.getByRole('region', { name: '意见反馈' });
  await form.getByLabel('反馈类型').selectOption({ label: '存款问题' });
  await form.getByLabel('反馈内容').fill('昨晚的存款还没有到账，请帮忙核实一下');
  await expect(form.getByText('18/500')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/feedback-form.png' });
  await form.getByRole('button', { name: '提交反馈' }).click();

  await expect(page).toHaveURL(/\/mine\/feedback\/list$/);
  const list = page.getByRole('region', { name: '我的反馈' });
  const item = list.getByRole('button', { name: /昨晚的存款还没有到账/ });
  await expect(item).toContainText('待回复');

  // Its id, as the list renders it, for customer service to answer.
  const id = Number(await list.locator('li[data-feedback]').first().getAttribute('data-feedback'));
  await devCall(request, 'feedback/reply', { id, reply: '您好，款项已到账，请刷新余额查看。' });

  await page.reload();
  const menu = page.getByRole('navigation', { name: '会员中心菜单' });
  await expect(menu.getByRole('link', { name: /意见反馈.*1条新回复/ })).toBeVisible();
  await expect(item).toContainText('新回复');
  await item.click();
  await expect(list.getByRole('region', { name: '客服回复' })).toContainText(
    '您好，款项已到账，请刷新余额查看。',
  );
  await expect(item).toContainText('已回复');
  await expect(menu.getByRole('link', { name: /意见反馈/ })).toHaveText('意见反馈');
  await page.screenshot({ path: '/tmp/shots/feedback-list.png', fullPage: true });
});
