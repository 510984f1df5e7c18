export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

const FALLBACK: Language = 'ja';

/**
 * Spec §1: the browser's language when the product speaks it, otherwise the tenant's
 * default language, otherwise Japanese.
 */
export function chooseLanguage(
  browserLanguages: readonly string[],
  tenantDefault: string | undefined,
): Language {
  const browser = primarySubtag(browserLanguages[0]);
  if (isLanguage(browser)) return browser;
  const tenant = primarySubtag(tenantDefault);
  return isLanguage(tenant) ? tenant : FALLBACK;
}

export function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

function primarySubtag(tag: string | undefined): string | undefined {
  return tag?.split(/[-_]/)[0]?.toLowerCase();
}
