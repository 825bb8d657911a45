import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/backend';
import { AUTH_BACKEND_ENV, CaptchaWatcher, authDialog } from './authSteps';

// Real captchas (the login dialog's slider, solved through the test-only answer call).
test.use({ backendEnv: AUTH_BACKEND_ENV });

const DIST = fileURLToPath(new URL('../dist', import.meta.url));

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  page: string;
}

declare global {
  interface Window {
    reportCspViolation?: (violation: Violation) => void;
  }
}

/**
 * Every Content-Security-Policy violation the tab reports, from any page it opens and any of their frames: the
 * `securitypolicyviolation` events (listened to before any page script runs, handed out of the page as they come)
 * and the console errors the browser writes for refused content.
 */
async function watchViolations(page: Page): Promise<() => string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (v: Violation) =>
    seen.push(`${v.page}: ${v.directive} refused ${v.blocked} (${v.source})`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation?.({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
        page: location.pathname,
      });
    });
  });
  return () => [...seen];
}

/** Opens a page and waits until it has drawn its content and its lazy parts have loaded. */
async function visit(page: Page, path: string, shows: RegExp | string): Promise<void> {
  await page.goto(path);
  await expect(page.getByText(shows).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('every kind of page works under the Content-Security-Policy without one violation', async ({ page, backend }) => {
  // A long walk through every kind of page, two live boards among them: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const violations = await watchViolations(page);

  const home = await page.goto('/');
  const policy = home?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).toMatch(/style-src 'self' 'nonce-[^']+';/);
  expect(home?.headers()['x-frame-options']).toBe('SAMEORIGIN');
  await expect(page.getByRole('heading', { name: '全部频道' })).toBeVisible();

  await visit(page, '/game/sport', '体育');
  await visit(page, '/game/egame', '电子');
  await visit(page, '/game/realbet', '真人');
  await visit(page, '/app/help/kh', '帮助中心');
  await visit(page, '/pg/game', '电子');
  await visit(page, `/dz/game?url=${encodeURIComponent(`${backend.baseURL}/app/help/kh`)}`, '电子');
  await expect(page.frameLocator('iframe').getByText('帮助中心').first()).toBeVisible();
  await visit(page, '/no/such/page', /页面不存在|404/);

  // The login dialog and its slider captcha (pictures as data: URLs, drawn and dragged).
  await page.goto('/');
  const captcha = new CaptchaWatcher(page);
  await page.getByRole('button', { name: '登录' }).first().click();
  const dialog = authDialog(page);
  await dialog.getByLabel('用户名').fill('demo01');
  await dialog.getByLabel('密码', { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: '登录' }).click();
  await captcha.solveSlider();
  await expect(page.getByText('您好，demo01')).toBeVisible();

  // Member pages, the sportsbook (the /feed socket) and the chat (its websocket), signed in.
  await visit(page, '/mine/userinfo', '个人资料');
  await visit(page, '/mine/auth', '账户安全');
  await visit(page, '/mine/betRecord', '投注记录');
  await visit(page, '/mine/message', '消息中心');
  await visit(page, '/mine/feedback', '意见反馈');
  await visit(page, '/game/sport/crty', '滚球');
  await page.getByRole('button', { name: /^聊天室/ }).click();
  const chat = page.getByRole('dialog', { name: '聊天室' });
  await expect(chat.getByRole('heading', { name: '聊天大厅' })).toBeVisible();
  await expect(chat.getByRole('textbox')).toBeEnabled();

  expect(violations()).toEqual([]);
  expect(backend.output()).not.toContain('Content-Security-Policy violation');
});

test('the policy is enforced: a script the page did not bring is refused, reported and logged', async ({ page, backend }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '全部频道' })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(violations).toContainEqual(expect.stringContaining('script-src'));
  await expect.poll(() => backend.output()).toContain('Content-Security-Policy violation');
});

test('the built app ships no source maps, and the server has none to give', async ({ request }) => {
  const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' });
  expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  const html = readFileSync(`${DIST}/index.html`, 'utf8');
  const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeDefined();
  const script = await request.get(entry ?? '');
  expect(await script.text()).not.toContain('sourceMappingURL');
  expect((await request.get(`${entry}.map`)).status()).toBe(404);
});
