import type { i18n as I18n } from 'i18next';
import { registerLegalResources } from '@src/legal';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

export const HELP_NS = 'help';

/**
 * Adds the help centre (namespace `help`) to an i18next instance, together with the `legal` namespace
 * its terms and privacy pages (gztk, ysgz) show. Safe to call again.
 */
export function registerHelpResources(i18n: I18n): void {
  registerLegalResources(i18n);
  i18n.addResourceBundle('zh-CN', HELP_NS, zhCN, true, true);
  i18n.addResourceBundle('zh-TW', HELP_NS, zhTW, true, true);
}
