import type { i18n as I18n } from 'i18next';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

export const LEGAL_NS = 'legal';

/** Adds the terms and privacy documents (namespace `legal`) to an i18next instance; safe to call again. */
export function registerLegalResources(i18n: I18n): void {
  i18n.addResourceBundle('zh-CN', LEGAL_NS, zhCN, true, true);
  i18n.addResourceBundle('zh-TW', LEGAL_NS, zhTW, true, true);
}
