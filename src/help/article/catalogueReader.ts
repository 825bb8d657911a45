import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';

/** Read access to one i18n namespace, following the instance's language fallback chain (zh-TW -> zh-CN). */
export interface CatalogueReader {
  /** The string at `key`, or the key itself when missing (as i18next's t does). */
  text(key: string): string;
  /** Whatever is stored at `key` (objects included), or undefined. */
  value(key: string): unknown;
}

/**
 * Reads resources straight from the store rather than through t(): the shell types t() against its own
 * 'translation' namespace only, and the documents here are whole objects that need no interpolation.
 */
export function catalogueReader(i18n: I18n, ns: string, languages: readonly string[]): CatalogueReader {
  const value = (key: string): unknown => {
    for (const language of languages) {
      const found: unknown = i18n.getResource(language, ns, key);
      if (found !== undefined && found !== null) return found;
    }
    return undefined;
  };
  return {
    value,
    text: (key) => {
      const found = value(key);
      return typeof found === 'string' ? found : key;
    },
  };
}

/**
 * A reader for `ns` that re-renders the caller when the language changes. `register` adds the namespace's
 * texts on first use: they load with the pages that show them, not with the shell.
 */
export function useCatalogue(ns: string, register?: (i18n: I18n) => void): CatalogueReader {
  const { i18n } = useTranslation();
  if (register && !i18n.hasResourceBundle('zh-CN', ns)) register(i18n);
  // languages is unset until init; the array is replaced on every language change.
  const { languages, language } = i18n;
  return useMemo(() => catalogueReader(i18n, ns, languages ?? [language]), [i18n, ns, languages, language]);
}
