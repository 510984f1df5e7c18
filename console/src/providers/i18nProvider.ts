import { i18n } from '@hondana/schemas';
import { fieldTexts } from '@hondana/schemas/contracts';
import japaneseMessages from '@bicstone/ra-language-japanese';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { en } from '../i18n/en';
import { ja } from '../i18n/ja';
import { withSuccessNotices } from '../i18n/notices';

/**
 * react-admin's texts, the console's own, the schema labels (flat dotted keys, which
 * polyglot accepts next to nested ones) and the field error texts shared with the server.
 */
// The Japanese pack is CommonJS with `exports.default`; depending on the bundler's interop
// the default import is either the messages or the module object holding them.
const japanese = ((japaneseMessages as { default?: TranslationMessages }).default ??
  japaneseMessages) as TranslationMessages;

/** Staff sign in by e-mail: react-admin's sign-in form would say "Username". */
const withEmailSignIn = (pack: TranslationMessages, email: string) =>
  ({
    ...pack,
    ra: { ...pack.ra, auth: { ...pack.ra.auth, username: email } },
  }) as TranslationMessages;

const messages: Record<'en' | 'ja', TranslationMessages> = {
  en: withSuccessNotices(
    {
      ...withEmailSignIn(englishMessages, 'E-mail'),
      ...en,
      ...i18n.en,
      validation: fieldTexts('en'),
    } as TranslationMessages,
    'en',
  ),
  ja: withSuccessNotices(
    {
      ...withEmailSignIn(japanese, 'メールアドレス'),
      ...ja,
      ...i18n.ja,
      validation: fieldTexts('ja'),
    } as TranslationMessages,
    'ja',
  ),
};

/** Japanese unless the browser prefers English (the product's default language is ja). */
export function browserLocale(languages: readonly string[] | undefined): 'en' | 'ja' {
  const first = languages?.find((language) => /^(en|ja)\b/i.test(language));
  return first?.toLowerCase().startsWith('en') ? 'en' : 'ja';
}

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? messages.en : messages.ja),
  browserLocale(globalThis.navigator?.languages),
  [
    { locale: 'en', name: 'English' },
    { locale: 'ja', name: '日本語' },
  ],
  { allowMissing: true },
);
