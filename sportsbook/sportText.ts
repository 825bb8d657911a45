import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

export const SPORT_NS = 'sport';

/** Adds the sport page's texts (namespace `sport`) to an i18next instance; safe to call again. */
export function registerSportResources(i18n: I18n): void {
  i18n.addResourceBundle('zh-CN', SPORT_NS, zhCN, true, true);
  i18n.addResourceBundle('zh-TW', SPORT_NS, zhTW, true, true);
}

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the sport catalogue, e.g. `banner.stale`. */
export type SportTextKey = Leaves<typeof zhCN>;
export type SportTranslate = (key: SportTextKey, values?: Record<string, string | number>) => string;

type UntypedTranslate = (key: string, options: Record<string, unknown>) => string;

/**
 * The sport page's own t(): keys checked against sportsbook/locales/zh-CN.json. The texts are registered
 * on first use when the shell has not done it.
 */
export function useSportText(): SportTranslate {
  const { i18n } = useTranslation();
  const language = i18n.language;
  if (!i18n.hasResourceBundle('zh-CN', SPORT_NS)) registerSportResources(i18n);
  return useCallback<SportTranslate>(
    (key, values = {}) => (i18n.t as unknown as UntypedTranslate)(key, { ...values, ns: SPORT_NS, lng: language }),
    [i18n, language],
  );
}
