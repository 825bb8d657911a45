// Finds a Chromium for Playwright: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own.
import { existsSync } from 'node:fs';

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return null;
}

export async function findChromiumOrPlaywright() {
  const found = findChromium();
  if (found) return found;
  try {
    const { chromium } = await import('playwright-core');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // playwright-core has no browser of its own installed
  }
  return null;
}

export const INSTALL_HINT =
  'No Chromium found. Install one with `apt-get install -y chromium fonts-noto-cjk` (Debian), ' +
  'or point CHROMIUM_PATH at a Chromium or Chrome executable.';

/** Launch flags for headless Chromium on a closed network (see README). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
