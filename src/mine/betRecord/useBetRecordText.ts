import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

export const BET_RECORD_NS = 'betRecord';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type BetRecordTextKey = Leaves<typeof zhCN>;
export type BetRecordTranslate = (key: BetRecordTextKey, values?: Record<string, string | number>) => string;
type UntypedTranslate = (key: string, options: Record<string, unknown>) => string;

/** The bet record page's t(): its own namespace, keys checked against locales/zh-CN.json. */
export function useBetRecordText(): BetRecordTranslate {
  const { i18n } = useTranslation();
  const language = i18n.language;
  if (!i18n.hasResourceBundle('zh-CN', BET_RECORD_NS)) {
    i18n.addResourceBundle('zh-CN', BET_RECORD_NS, zhCN, true, true);
    i18n.addResourceBundle('zh-TW', BET_RECORD_NS, zhTW, true, true);
  }
  return useCallback<BetRecordTranslate>(
    (key, values = {}) => (i18n.t as unknown as UntypedTranslate)(key, { ...values, ns: BET_RECORD_NS, lng: language }),
    [i18n, language],
  );
}
