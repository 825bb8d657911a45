import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { RuleMessage } from '@src/contract';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

export const AUTH_NS = 'auth';

/**
 * Adds the auth texts (namespace `auth`) to an i18next instance; safe to call again. The dialog also
 * registers them on first use, so calling this at start-up is optional.
 */
export function registerAuthResources(i18n: I18n): void {
  i18n.addResourceBundle('zh-CN', AUTH_NS, zhCN, true, true);
  i18n.addResourceBundle('zh-TW', AUTH_NS, zhTW, true, true);
}

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type AuthTextKey = Leaves<typeof zhCN>;
export type AuthTranslate = (key: AuthTextKey, values?: Record<string, string | number>) => string;

type UntypedTranslate = (key: string, options: Record<string, unknown>) => string;

/** The auth folder's t(), keys checked against src/auth/locales/zh-CN.json. */
export function useAuthText(): AuthTranslate {
  const { i18n } = useTranslation();
  const language = i18n.language;
  if (!i18n.hasResourceBundle('zh-CN', AUTH_NS)) registerAuthResources(i18n);
  return useCallback<AuthTranslate>(
    (key, values = {}) =>
      (i18n.t as unknown as UntypedTranslate)(key, { ...values, ns: AUTH_NS, lng: language }),
    [i18n, language],
  );
}

const RULE_KEYS = new Map<string, AuthTextKey>(
  (Object.keys(zhCN.rules) as (keyof typeof zhCN.rules)[]).map((key) => [RuleMessage[key], `rules.${key}`]),
);

/**
 * A validation message of the shared schemas (zh-CN, spec 5) in the member's language; a message that is
 * not one of them (a server's) passes through as it is.
 */
export function useRuleMessage(): (message: string | undefined) => string | undefined {
  const t = useAuthText();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const key = RULE_KEYS.get(message);
      return key ? t(key) : message;
    },
    [t],
  );
}
