import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { newUsername } from './authSteps';
import { expect } from './fixtures/backend';

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/**
 * Registers a new member through the API (the fixture's backend runs with CAPTCHA_MODE off) and signs the page
 * in as that member from its first load, as a stored session would. Returns the username.
 */
export async function registerAndSignIn(
  page: Page,
  request: APIRequestContext,
  { prefix, device }: { /** Two letters naming the spec. */ prefix: string; device: string },
): Promise<string> {
  const name = newUsername(prefix);
  const password = md5('abc12345');
  const response = await request.post('/site/api/v1/user/register', {
    data: { name, password, secondPassword: password, kaptchcate: 0 },
    headers: { timestamp: String(Date.now()), uuid: device },
  });
  const envelope = (await response.json()) as {
    status_code: number;
    data: { token: string; userId: string };
  };
  expect(envelope.status_code).toBe(6000);
  await startSignedIn(page, { ...envelope.data, device });
  return name;
}

/**
 * Starts the page signed in with a session the API gave, as a stored session would, from its first load (once a
 * tab: a later logout in the test stays logged out).
 */
export async function startSignedIn(page: Page, session: { token: string; userId: string; device: string }): Promise<void> {
  await page.addInitScript(
    ([token, userId, device]) => {
      if (sessionStorage.getItem('e2e-login') !== null) return;
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
      localStorage.setItem('uuid', device);
      sessionStorage.setItem('e2e-login', '1');
    },
    [session.token, session.userId, session.device] as const,
  );
}
