import type { Language } from '@hondana/schemas/contracts';
import { i18nProvider } from './i18nProvider';

/** The language the console shows now (the admin's choice, else the browser's). */
export const getConsoleLanguage = (): Language => (i18nProvider.getLocale() === 'en' ? 'en' : 'ja');
