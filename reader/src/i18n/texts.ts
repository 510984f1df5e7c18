import { en } from './en';
import { ja } from './ja';
import { chooseLanguage, type Language } from './language';

/**
 * The reader's interface texts: two bundled dictionaries, dotted keys, `{{name}}` values and
 * `_one` / `_other` plural forms chosen by `Intl.PluralRules`, the subset of i18next's format
 * the dictionaries use. i18next and react-i18next cost 15 KB of brotli and about 100 ms of a
 * phone's CPU before the first paint for features the reader never used (docs/decisions.md
 * "Reader texts without i18next").
 */
export interface Texts {
  readonly language: Language;
  /** The text for `key`; Japanese when English lacks it; the key itself when neither has it. */
  t(key: string, values?: Readonly<Record<string, unknown>>): string;
  exists(key: string): boolean;
}

interface Dictionary {
  readonly [key: string]: string | Dictionary;
}

const dictionaries: Record<Language, Dictionary> = { en, ja };
const FALLBACK: Language = 'ja';
const VALUE = /\{\{\s*([\w.]+)\s*\}\}/g;

/** One `Texts` per language, built once: its `t` keeps its identity until the language changes. */
const byLanguage = new Map<Language, Texts>();

export function textsIn(language: Language): Texts {
  let texts = byLanguage.get(language);
  if (!texts) {
    const plurals = new Intl.PluralRules(language);
    const find = (key: string) =>
      lookUp(dictionaries[language], key) ?? lookUp(dictionaries[FALLBACK], key);
    texts = {
      language,
      t: (key, values) => {
        const count = values?.count;
        const plural =
          typeof count === 'number' ? find(`${key}_${plurals.select(count)}`) : undefined;
        const text = plural ?? find(key);
        if (text === undefined) return key;
        return values ? text.replace(VALUE, (_, name: string) => String(values[name] ?? '')) : text;
      },
      exists: (key) => find(key) !== undefined,
    };
    byLanguage.set(language, texts);
  }
  return texts;
}

function lookUp(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

// The language shown, shared by every component (useTranslation subscribes to it).
let current: Language = FALLBACK;
const listeners = new Set<() => void>();

/** Spec §1: the browser's language when the product speaks it, else the tenant's default. */
export function setupTexts(
  tenantDefaultLanguage: string | undefined,
  // On the server (first paint): the request's Accept-Language, best first.
  browser: readonly string[] = navigator.languages?.length
    ? navigator.languages
    : [navigator.language],
): void {
  setLanguage(chooseLanguage(browser, tenantDefaultLanguage));
}

export function currentLanguage(): Language {
  return current;
}

/** Shows `language`; a change to the language already shown renders nothing again. */
export function setLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener();
}

export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
