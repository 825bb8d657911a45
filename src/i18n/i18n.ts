import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCN from './locales/zh-CN.json';

export const DEFAULT_LANGUAGE = 'zh-CN';
/** zh-TW arrives with the accounts issue; until then it falls back to zh-CN. */
export const SUPPORTED_LANGUAGES = ['zh-CN', 'zh-TW'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

export const resources = { 'zh-CN': { translation: zhCN } } as const;

/** A ready i18next instance (synchronous: the catalogues are bundled). */
export function createI18n(language: SupportedLanguage = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
