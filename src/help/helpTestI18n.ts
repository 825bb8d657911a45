import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { registerHelpResources } from './resources';

/** For tests: a fresh i18next instance holding only the help and legal namespaces. */
export function createHelpTestI18n(language: 'zh-CN' | 'zh-TW' = 'zh-CN'): I18n {
  const instance = i18next.createInstance();
  void instance.init({ lng: language, fallbackLng: 'zh-CN', resources: {}, initAsync: false });
  registerHelpResources(instance);
  return instance;
}
