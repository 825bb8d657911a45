import 'i18next';
import type zhCN from './locales/zh-CN.json';

// Typed keys: t('auth.login') is checked against the zh-CN catalogue at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zhCN };
  }
}
