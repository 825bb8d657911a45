import type { i18n as I18n } from 'i18next';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

export const CASHOUT_NS = 'cashout';

/** Adds the cash-out texts (namespace `cashout`) to an i18next instance; safe to call again. */
export function registerCashOutResources(i18n: I18n): void {
  i18n.addResourceBundle('zh-CN', CASHOUT_NS, zhCN, true, true);
  i18n.addResourceBundle('zh-TW', CASHOUT_NS, zhTW, true, true);
}

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the cash-out catalogue, e.g. `dialog.title`. */
export type CashOutTextKey = Leaves<typeof zhCN>;
export type CashOutTranslate = (key: CashOutTextKey, values?: Record<string, string | number>) => string;
