import type { i18n as I18n } from 'i18next';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

export const BETSLIP_NS = 'betslip';

/** Adds the bet slip's texts (namespace `betslip`) to an i18next instance; safe to call again. */
export function registerBetSlipResources(i18n: I18n): void {
  i18n.addResourceBundle('zh-CN', BETSLIP_NS, zhCN, true, true);
  i18n.addResourceBundle('zh-TW', BETSLIP_NS, zhTW, true, true);
}

/** What the slip refuses with: i18n keys `betslip:error.<code>`. */
export type BetSlipErrorCode = keyof typeof zhCN.error;

/** The zh-CN texts (spec 5 wording), for tests and logs; the UI reads the catalogue through i18n. */
export const BetSlipMessage: Readonly<Record<BetSlipErrorCode, string>> = zhCN.error;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the slip's catalogue, e.g. `panel.title`. */
export type BetSlipTextKey = Leaves<typeof zhCN>;
export type BetSlipTranslate = (key: BetSlipTextKey, values?: Record<string, string | number>) => string;
