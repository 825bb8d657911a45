import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/backend';
import { AUTH_BACKEND_ENV, CaptchaWatcher, PASSWORD, authDialog, devCall, newUsername } from './authSteps';

// Real captchas (solved through the test-only answer call) and the chat's admin calls: both need DEV_API.
test.use({ backendEnv: AUTH_BACKEND_ENV });

/** Tall enough that every line of the conversation is rendered by the virtualized list at once. */
const VIEWPORT = { width: 1280, height: 1100 };

async function newPage(browser: Browser, baseURL: string, options: { bypassCSP?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: VIEWPORT, ...options });
  return context.newPage();
}

/** A guest in the chat takes its login invitation and registers (through the slider captcha). */
async function registerFromChat(page: Page, chat: Locator, username: string): Promise<void> {
  const captcha = new CaptchaWatcher(page);
  await chat.getByRole('button', { name: '登录' }).click();
  const dialog = authDialog(page);
  await dialog.getByRole('tab', { name: '注册' }).click();
  await dialog.getByLabel('用户名').fill(username);
  await dialog.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('确认密码').fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: /同意《用户协议》与《隐私政策》/ }).check();
  await dialog.getByRole('button', { name: '注册' }).click();
  await captcha.solveSlider();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`您好，${username}`)).toBeVisible();
}

/** Opens the lobby chat drawer and waits until it can be written to. */
async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^聊天室/ }).click();
  const drawer = page.getByRole('dialog', { name: '聊天室' });
  await expect(drawer.getByRole('heading', { name: '聊天大厅' })).toBeVisible();
  await expect(chatInput(drawer)).toBeEnabled();
  return drawer;
}

function chatInput(drawer: Locator): Locator {
  return drawer.getByRole('textbox', { name: '聊天内容' });
}

async function say(drawer: Locator, text: string): Promise<void> {
  await chatInput(drawer).fill(text);
  await chatInput(drawer).press('Enter');
  await expect(chatInput(drawer)).toHaveValue('');
}

/** The text shows once in the conversation, sent (no longer "发送中…"). */
async function expectOnce(drawer: Locator, text: string): Promise<void> {
  const list = drawer.getByRole('list', { name: '聊天消息' });
  await expect(list.getByText(text, { exact: true })).toHaveCount(1);
  await expect(list.getByText('发送中…')).toHaveCount(0);
}

test('a guest and a member chat in the lobby, the member is muted, and both carry on after a backend restart', async ({
  browser,
  backend,
}) => {
  test.setTimeout(150_000);
  const baseURL = backend.baseURL;
  const guest = await newPage(browser, baseURL);
  const member = await newPage(browser, baseURL);
  const username = newUsername();
  await guest.goto('/');
  await member.goto('/');

  const guestChat = await openChat(guest);
  const memberChat = await openChat(member);
  await expect(guestChat.getByText(/您正以游客身份参与聊天/)).toBeVisible();
  // The chat's login invitation leads to the site's login dialog; once registered, the chat knows the member.
  await registerFromChat(member, memberChat, username);
  await expect(memberChat.getByText(/您正以游客身份参与聊天/)).toHaveCount(0);
  await expect(chatInput(memberChat)).toBeEnabled();

  // Each sees the other's words, once.
  await say(guestChat, '游客：大家好');
  await expectOnce(memberChat, '游客：大家好');
  await expectOnce(guestChat, '游客：大家好');
  await say(memberChat, '会员：欢迎欢迎');
  await expectOnce(guestChat, '会员：欢迎欢迎');
  await expect(guestChat.getByText(username, { exact: true }).first()).toBeVisible();

  // The operator mutes the member: they read on but cannot write, and are told why.
  const userId = await member.evaluate(() => localStorage.getItem('userId'));
  expect(userId).toBeTruthy();
  await devCall(member.request, 'chat/mute', { userId, reason: '刷屏' });
  await expect(memberChat.getByText('您已被禁言，暂时不能发言（禁言原因：刷屏）')).toBeVisible();
  await expect(chatInput(memberChat)).toBeDisabled();
  await say(guestChat, '游客：你被禁言了吗');
  await expectOnce(memberChat, '游客：你被禁言了吗');
  await devCall(member.request, 'chat/unmute', { userId });
  await expect(chatInput(memberChat)).toBeEnabled();

  // The backend goes away. What both write meanwhile waits, and goes out once it is back.
  await backend.stop();
  await expect(guestChat.getByText('连接已断开，正在重新连接…')).toBeVisible();
  await expect(memberChat.getByText('连接已断开，正在重新连接…')).toBeVisible();
  await say(guestChat, '游客：断线时说的');
  await say(memberChat, '会员：断线时说的');
  await expect(guestChat.getByText('发送中…')).toBeVisible();
  await backend.start();

  for (const chat of [guestChat, memberChat]) {
    await expect(chat.getByText('连接已断开，正在重新连接…')).toHaveCount(0, { timeout: 30_000 });
    await expectOnce(chat, '游客：断线时说的');
    await expectOnce(chat, '会员：断线时说的');
  }
  await say(memberChat, '会员：重连之后');
  await say(guestChat, '游客：重连之后');

  const conversation = [
    '游客：大家好',
    '会员：欢迎欢迎',
    '游客：你被禁言了吗',
    '游客：断线时说的',
    '会员：断线时说的',
    '会员：重连之后',
    '游客：重连之后',
  ];
  for (const chat of [guestChat, memberChat]) {
    for (const text of conversation) await expectOnce(chat, text);
  }
  // A fresh page of the same conversation (history from the server) has each line once too.
  await guest.reload();
  const reloaded = await openChat(guest);
  for (const text of conversation) await expectOnce(reloaded, text);
});

test('a message written as HTML shows as its text and runs nothing, in the sender’s page and a reader’s', async ({
  browser,
  backend,
}) => {
  const payload = (global: string) =>
    `<img src="x" onerror="window.${global} = 1"><script>window.${global} = 2</script><b>粗体</b>`;
  // The site's Content-Security-Policy would refuse the payload's inline script and handler anyway
  // (e2e/securityHeaders.spec.ts checks that). Here the pages ignore it, so what is checked is the chat's own
  // rendering: were it to make elements from a message, the payload would run.
  const writer = await newPage(browser, backend.baseURL, { bypassCSP: true });
  const reader = await newPage(browser, backend.baseURL, { bypassCSP: true });
  await writer.goto('/');
  await reader.goto('/');
  const writerChat = await openChat(writer);
  const readerChat = await openChat(reader);

  // Guests may write in the lobby.
  await say(writerChat, payload('__pwned'));
  for (const [page, chat] of [
    [writer, writerChat],
    [reader, readerChat],
  ] as const) {
    await expectOnce(chat, payload('__pwned'));
    const list = chat.getByRole('list', { name: '聊天消息' });
    await expect(list.locator('img[src="x"], script, b')).toHaveCount(0);

    // The control: the same HTML parsed by the page does run here (so the check could fail), and once its image
    // error has fired, an image the chat had made from the message would have fired too.
    await page.evaluate((html) => {
      const sandbox = document.createElement('div');
      sandbox.innerHTML = html;
      document.body.append(sandbox);
    }, payload('__control'));
    await expect.poll(() => page.evaluate(() => (window as { __control?: number }).__control)).toBe(1);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  }
});
