export { createI18n, DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type SupportedLanguage } from './i18n';
export { describeError } from './describeError';
