import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

export const DEFAULT_LANGUAGE = 'zh-CN';
/** Simplified Chinese by default, traditional when chosen, simplified as the fallback (spec). */
export const SUPPORTED_LANGUAGES = ['zh-CN', 'zh-TW'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** zh-TW.json is generated from zh-CN.json: `npx tsx scripts/gen-zh-tw.ts` (OpenCC plus scripts/zhTw.ts). */
export const resources = {
  'zh-CN': { translation: zhCN },
  'zh-TW': { translation: zhTW },
} as const;

export function isSupportedLanguage(value: string): value is SupportedLanguage {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

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
