import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

export const CHAT_NS = 'chat';

/** Adds the chat's texts (namespace `chat`) to an i18next instance; safe to call again. */
export function registerChatResources(i18n: I18n): void {
  i18n.addResourceBundle('zh-CN', CHAT_NS, zhCN, true, true);
  i18n.addResourceBundle('zh-TW', CHAT_NS, zhTW, true, true);
}

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the chat catalogue, e.g. `block.muted`. */
export type ChatTextKey = Leaves<typeof zhCN>;
export type ChatTranslate = (key: ChatTextKey, values?: Record<string, string | number>) => string;

type UntypedTranslate = (key: string, options: Record<string, unknown>) => string;

/**
 * The chat's own t(): keys checked against chat/locales/zh-CN.json. The shell types i18next against its
 * `translation` namespace only, so the namespace is named here, once, rather than at every call. The texts
 * are registered on first use: they load with the chat, not with the shell.
 */
export function useChatText(): ChatTranslate {
  // useTranslation subscribes the caller to language changes.
  const { i18n } = useTranslation();
  const language = i18n.language;
  if (!i18n.hasResourceBundle('zh-CN', CHAT_NS)) registerChatResources(i18n);
  return useCallback<ChatTranslate>(
    (key, values = {}) =>
      (i18n.t as unknown as UntypedTranslate)(key, { ...values, ns: CHAT_NS, lng: language }),
    [i18n, language],
  );
}
