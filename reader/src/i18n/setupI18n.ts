import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { ja } from './ja';
import { chooseLanguage } from './language';

/** Bundled resources are small, so initialisation is synchronous: no flash of keys. */
export function setupI18n(tenantDefaultLanguage: string | undefined): typeof i18next {
  const browserLanguages = navigator.languages?.length ? navigator.languages : [navigator.language];
  const lng = chooseLanguage(browserLanguages, tenantDefaultLanguage);
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, ja: { translation: ja } },
    lng,
    fallbackLng: 'ja',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18next;
}
