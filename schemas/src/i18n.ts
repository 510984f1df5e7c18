// Labels for every kind, property, enum value and company field (see contracts.md §1 for
// the key convention). Flat maps so the console can hand them to its i18n provider as is.
import en from '../i18n/en.json' with { type: 'json' };
import ja from '../i18n/ja.json' with { type: 'json' };

export type Translations = Readonly<Record<string, string>>;

export const i18n: { en: Translations; ja: Translations } = { en, ja };
