import { describe, expect, it } from 'vitest';
import { createAppStorage, createMemoryStorage } from '@src/session';
import { createI18n } from './i18n';
import { bindLanguagePreference, currentLanguage, LANGUAGE_AUTONYMS } from './languagePreference';

describe('the language switch', () => {
  it('switching to traditional Chinese is saved and sets the document language', async () => {
    const storage = createAppStorage(createMemoryStorage());
    const root = { lang: '' };
    const i18n = createI18n();
    bindLanguagePreference(i18n, storage, root);
    expect(root.lang).toBe('zh-CN');

    await i18n.changeLanguage('zh-TW');
    expect(storage.get('language')).toBe('zh-TW');
    expect(root.lang).toBe('zh-TW');
    expect(i18n.t('nav.home')).toBe('首頁');
  });

  it('the saved choice is the language of the next visit', async () => {
    const raw = createMemoryStorage();
    const first = createI18n();
    bindLanguagePreference(first, createAppStorage(raw), { lang: '' });
    await first.changeLanguage('zh-TW');

    const saved = createAppStorage(raw).get('language') ?? undefined;
    const next = createI18n(saved);
    expect(currentLanguage(next)).toBe('zh-TW');
    expect(next.t('auth.login')).toBe('登入');
  });

  it('a language we do not offer shows simplified Chinese', async () => {
    const storage = createAppStorage(createMemoryStorage());
    const root = { lang: '' };
    const i18n = createI18n('zh-TW');
    bindLanguagePreference(i18n, storage, root);
    await i18n.changeLanguage('en');
    expect(currentLanguage(i18n)).toBe('zh-CN');
    expect(root.lang).toBe('zh-CN');
    expect(i18n.t('auth.register')).toBe('注册');
  });

  it('names each language in its own script', () => {
    expect(LANGUAGE_AUTONYMS).toEqual({ 'zh-CN': '简体', 'zh-TW': '繁體' });
  });
});
