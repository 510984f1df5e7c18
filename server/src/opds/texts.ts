/** The catalogue's own words, in the reader's language (their profile's `lang`). */
export type OpdsLanguage = 'en' | 'ja';

export const opdsTexts = {
  en: {
    allTitles: 'All titles',
    search: 'Search',
    searchResults: (query: string) => `Search: ${query}`,
    description: 'Sign in with your e-mail address and an app password from your profile page.',
    login: 'E-mail address',
    password: 'App password',
    readOnline: 'Read online',
  },
  ja: {
    allTitles: 'すべての作品',
    search: '検索',
    searchResults: (query: string) => `検索: ${query}`,
    description:
      'メールアドレスと、プロフィールページで発行したアプリパスワードでログインしてください。',
    login: 'メールアドレス',
    password: 'アプリパスワード',
    readOnline: 'オンラインで読む',
  },
} as const;

export function languageOf(lang: unknown): OpdsLanguage {
  return lang === 'en' ? 'en' : 'ja';
}
