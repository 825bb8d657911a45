import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

export const CAPTCHA_NS = 'captcha';

/** Adds the captcha texts (namespace `captcha`) to an i18next instance; safe to call again. */
export function registerCaptchaResources(i18n: I18n): void {
  i18n.addResourceBundle('zh-CN', CAPTCHA_NS, zhCN, true, true);
  i18n.addResourceBundle('zh-TW', CAPTCHA_NS, zhTW, true, true);
}

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type CaptchaTextKey = Leaves<typeof zhCN>;
export type CaptchaTranslate = (key: CaptchaTextKey, values?: Record<string, string | number>) => string;

type UntypedTranslate = (key: string, options: Record<string, unknown>) => string;

/**
 * The captcha's own t(), keys checked against its catalogue. The catalogue registers itself on first use,
 * so a feature that shows a captcha needs no set-up in the shell.
 */
export function useCaptchaText(): CaptchaTranslate {
  const { i18n } = useTranslation();
  const language = i18n.language;
  if (!i18n.hasResourceBundle('zh-CN', CAPTCHA_NS)) registerCaptchaResources(i18n);
  return useCallback<CaptchaTranslate>(
    (key, values = {}) =>
      (i18n.t as unknown as UntypedTranslate)(key, { ...values, ns: CAPTCHA_NS, lng: language }),
    [i18n, language],
  );
}
