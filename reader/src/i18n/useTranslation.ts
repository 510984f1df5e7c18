import { useMemo, useSyncExternalStore } from 'react';
import { currentLanguage, onLanguageChange, setLanguage, textsIn } from './texts';
import { isLanguage, type Language } from './language';

export interface Translation {
  t: (key: string, values?: Readonly<Record<string, unknown>>) => string;
  i18n: {
    language: Language;
    changeLanguage(language: string): void;
    exists(key: string): boolean;
  };
}

/** The texts in the language shown; the component renders again when the language changes. */
export function useTranslation(): Translation {
  const language = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
  return useMemo(() => {
    const texts = textsIn(language);
    return {
      t: texts.t,
      i18n: {
        language,
        changeLanguage: (next) => {
          if (isLanguage(next)) setLanguage(next);
        },
        exists: texts.exists,
      },
    };
  }, [language]);
}
