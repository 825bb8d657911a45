import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGE_AUTONYMS, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@src/i18n';
import { PreferenceSwitch } from './PreferenceSwitch';

const OPTIONS = SUPPORTED_LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_AUTONYMS[language],
  lang: language,
}));

/** 简体 / 繁體 (spec: simplified by default, traditional when chosen); the choice is saved (bindLanguagePreference). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <PreferenceSwitch<SupportedLanguage>
      label={t('header.languageLabel')}
      options={OPTIONS}
      value={currentLanguage(i18n)}
      onChange={(language) => void i18n.changeLanguage(language)}
    />
  );
}
