import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { registerUsernameSchema } from '../src/contract';
import { expect, type Backend } from './fixtures/backend';

/** The backend settings the auth journeys need: real captchas, and the test-only calls to solve them. */
export const AUTH_BACKEND_ENV = { CAPTCHA_MODE: 'on', DEV_API: '1' };

export const PASSWORD = 'abc12345';

/**
 * A username nobody has yet (spec 5: 4-11 letters and digits, a letter first, 2 letters and a digit): a
 * two-letter prefix naming the spec, the time, a random character and a digit last, whatever the time and the
 * random part are made of (a name of letters only would break the rule and the test with it).
 */
export function newUsername(prefix = 'et'): string {
  const stamp = Date.now().toString(36).slice(-6);
  const salt = Math.floor(Math.random() * 36).toString(36);
  const name = `${prefix}${stamp}${salt}${Math.floor(Math.random() * 10)}`;
  // The contract's own rule, so a generator that drifts from it fails here, not as a missing captcha later.
  registerUsernameSchema.parse(name);
  return name;
}

/** A test-only call of the reference backend (DEV_API=1). */
export async function devCall<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const response = await request.post(`/dev/api/${path}`, {
    data: body,
    headers: { timestamp: String(Date.now()) },
  });
  const envelope = (await response.json()) as { status_code: number; data: T; message: string };
  if (envelope.status_code !== 6000) throw new Error(`${path}: ${envelope.status_code} ${envelope.message}`);
  return envelope.data;
}

/** The newest verification code the backend "sent" to a phone or an e-mail. */
export async function latestCode(request: APIRequestContext, target: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const message = await devCall<{ code: string | null } | null>(request, 'outbox/latest', { target });
      code = message?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code ?? '';
}

/**
 * Remembers the captchas the page loads (slider lot_number, picture x-code), so a test can ask the backend
 * for their answers the way a person would read the picture.
 */
export class CaptchaWatcher {
  private slider: string | null = null;
  private picture: string | null = null;

  constructor(private readonly page: Page) {
    page.on('response', (response) => {
      const url = response.url();
      if (!url.includes('/captcha/slider/load') && !url.includes('/register/defaultKaptcha')) return;
      void response
        .json()
        .then((envelope: { data?: { lot_number?: string; 'x-code'?: string } | null }) => {
          if (envelope.data?.lot_number) this.slider = envelope.data.lot_number;
          if (envelope.data?.['x-code']) this.picture = envelope.data['x-code'];
        })
        .catch(() => undefined);
    });
  }

  /** Solves the open slider by dragging its handle to the notch, in steps, at a hand's pace. */
  async solveSlider(offset = 0): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: '滑块验证' });
    const handle = dialog.getByRole('slider', { name: '拼图滑块' });
    await expect(handle).toBeVisible();
    const lot = await this.latest('slider');
    const answer = await devCall<{ x: number }>(this.page.request, 'captcha/answer', { id: lot });
    await dragBy(this.page, handle, answer.x + offset);
  }

  /** Where the notch of the open slider is (the piece's left edge), as a sighted member would see it. */
  async answerOfOpenSlider(): Promise<number> {
    await expect(this.page.getByRole('dialog', { name: '滑块验证' }).getByRole('slider')).toBeVisible();
    const lot = await this.latest('slider');
    return (await devCall<{ x: number }>(this.page.request, 'captcha/answer', { id: lot })).x;
  }

  /** Types the text of the open picture captcha and confirms it. */
  async solvePicture(): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: '图形验证' });
    await expect(dialog.getByRole('button', { name: /图形验证码图片/ }).locator('img')).toBeVisible();
    const id = await this.latest('picture');
    const answer = await devCall<{ text: string }>(this.page.request, 'captcha/answer', { id });
    await dialog.getByRole('textbox', { name: '图形验证码' }).fill(answer.text.toLowerCase());
    await dialog.getByRole('button', { name: '确定' }).click();
  }

  private async latest(kind: 'slider' | 'picture'): Promise<string> {
    await expect.poll(() => (kind === 'slider' ? this.slider : this.picture)).not.toBeNull();
    const id = (kind === 'slider' ? this.slider : this.picture) ?? '';
    if (kind === 'slider') this.slider = null;
    else this.picture = null;
    return id;
  }
}

/**
 * Drags a handle `distance` pixels to the right in 12 steps over about 600 ms: the server refuses drags
 * shorter than 300 ms, solved less than 500 ms after loading, or with fewer than 5 samples.
 */
export async function dragBy(page: Page, handle: Locator, distance: number): Promise<void> {
  const box = await handle.boundingBox();
  if (!box) throw new Error('the slider handle is not on screen');
  const startX = box.x + box.width / 2;
  const startY = box.y + box.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    // A hand's pace is the point of this check: real time has to pass between the samples.
    await page.waitForTimeout(50);
    await page.mouse.move(startX + (distance * step) / steps, startY + (step % 3) - 1);
  }
  await page.mouse.up();
}

export function authDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: /欢迎来到/ });
}

/** Switches the site to the picture captcha (site_config.kaptchcate = 1), as an operator would, and restarts. */
export async function usePictureCaptcha(backend: Backend): Promise<void> {
  await backend.stop();
  const db = new Database(join(backend.dataDir, 'sportsbook.db'));
  try {
    db.prepare('UPDATE site_config SET kaptchcate = 1 WHERE id = 1').run();
  } finally {
    db.close();
  }
  await backend.start();
}

/** axe-core's serious and critical findings (e2e/axe.ts), kept here for the specs that import it from here. */
export { seriousViolations } from './axe';
