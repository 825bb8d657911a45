import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';

/** The dotted keys of a catalogue's strings: { a: { b: 'x' } } gives 'a.b'. */
export type TextKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TextKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type NamespaceTranslate<Key extends string> = (
  key: Key,
  values?: Record<string, string | number>,
) => string;

type UntypedTranslate = (key: string, options: Record<string, unknown>) => string;

/**
 * A feature's own catalogue as an i18next namespace, with a t() whose keys are checked against the zh-CN file.
 * The catalogue registers itself on first use, so the shell needs no set-up for it.
 */
export function namespaceText<Catalogue extends object>(ns: string, zhCN: Catalogue, zhTW: Catalogue) {
  const register = (i18n: I18n): void => {
    i18n.addResourceBundle('zh-CN', ns, zhCN, true, true);
    i18n.addResourceBundle('zh-TW', ns, zhTW, true, true);
  };
  function useText(): NamespaceTranslate<TextKey<Catalogue>> {
    const { i18n } = useTranslation();
    const language = i18n.language;
    if (!i18n.hasResourceBundle('zh-CN', ns)) register(i18n);
    return useCallback<NamespaceTranslate<TextKey<Catalogue>>>(
      (key, values = {}) => (i18n.t as unknown as UntypedTranslate)(key, { ...values, ns, lng: language }),
      [i18n, language],
    );
  }
  return { ns, register, useText };
}
