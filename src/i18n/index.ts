export {
  createI18n,
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  type SupportedLanguage,
} from './i18n';
export { describeError } from './describeError';
export { bindLanguagePreference, currentLanguage, LANGUAGE_AUTONYMS, type LanguageStore } from './languagePreference';
