/** CHROMIUM_PATH, then Debian's /usr/bin/chromium; null when neither is there. */
export function findChromium(): string | null;
/** findChromium(), then Playwright's own download. */
export function findChromiumOrPlaywright(): Promise<string | null>;
export const INSTALL_HINT: string;
/** Launch flags for headless Chromium on a closed network (see README). */
export const CHROMIUM_ARGS: string[];
