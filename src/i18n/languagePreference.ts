import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type SupportedLanguage } from './i18n';

/** Language names are shown in their own script whatever the page language, so they are not translated. */
export const LANGUAGE_AUTONYMS: Readonly<Record<SupportedLanguage, string>> = {
  'zh-CN': '简体',
  'zh-TW': '繁體',
};

export interface LanguageStore {
  get(key: 'language'): SupportedLanguage | null;
  set(key: 'language', value: SupportedLanguage): void;
}

/** The language shown now: one of ours, else the default. */
export function currentLanguage(i18n: I18n): SupportedLanguage {
  return isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Keeps the choice and the document in step with i18next: every language change is saved (spec 3 storage)
 * and sets <html lang>, so screen readers and fonts follow. Returns a function that stops following.
 */
export function bindLanguagePreference(
  i18n: I18n,
  storage: LanguageStore,
  root: { lang: string } | null = typeof document === 'undefined' ? null : document.documentElement,
): () => void {
  const apply = (language: string): void => {
    if (!isSupportedLanguage(language)) return;
    if (root) root.lang = language;
  };
  const onChange = (language: string): void => {
    apply(language);
    if (isSupportedLanguage(language)) storage.set('language', language);
  };
  apply(currentLanguage(i18n));
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}
