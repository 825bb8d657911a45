import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The system Chromium (CHROMIUM_PATH or /usr/bin/chromium) through playwright-core, or null when there is none. */
export async function launchChromium(): Promise<Browser | null> {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) return null;
  return chromium.launch({ executablePath: path, args: CHROMIUM_ARGS, headless: true });
}
