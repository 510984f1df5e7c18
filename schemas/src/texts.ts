// Bilingual tenant texts. A schema property written
//   { "$ref": "#/definitions/bilingualText", "maxLength": 64, "default": "" }
// holds either a plain string (documents saved before texts were bilingual: it means "the
// same text in both languages") or { "ja": "…", "en": "…" }. The loader expands each such
// node so the length limit holds for every language too; readers pick one language with
// textIn. Kept free of JSON imports so the reader can use it without the schemas.
import type { BilingualText } from '../types/index';
import { hasType, isPlainObject, type JsonSchema } from './schema';

export type TextLanguage = 'ja' | 'en';
export const textLanguages: readonly TextLanguage[] = ['ja', 'en'];

export const BILINGUAL_TEXT_REF = '#/definitions/bilingualText';

/** A (dereferenced or expanded) schema node that holds a bilingual text. */
export function isBilingualTextSchema(node: JsonSchema | undefined): boolean {
  if (!node) return false;
  if (node.$ref === BILINGUAL_TEXT_REF) return true;
  return (
    hasType(node, 'string') &&
    hasType(node, 'object') &&
    !!node.properties?.ja &&
    !!node.properties?.en
  );
}

/** A value a bilingual node accepts: a string, or an object of strings by language. */
export function isBilingualValue(value: unknown): value is BilingualText {
  if (typeof value === 'string') return true;
  if (!isPlainObject(value)) return false;
  return Object.entries(value).every(
    ([key, text]) => (textLanguages as readonly string[]).includes(key) && typeof text === 'string',
  );
}

/**
 * The text in `language`; when the tenant left that language empty, the other one (a text
 * in the wrong language is better than a hole in the page). A plain string serves both.
 */
export function textIn(value: BilingualText | null | undefined, language: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  const wanted = language === 'ja' ? 'ja' : 'en';
  const other = wanted === 'ja' ? 'en' : 'ja';
  return value[wanted] || value[other] || '';
}

/** True when no language holds more than blank spaces (a required text left empty). */
export function isBlankText(value: BilingualText): boolean {
  const texts = typeof value === 'string' ? [value] : textLanguages.map((l) => value[l] ?? '');
  return texts.every((text) => text.trim() === '');
}

/** Whether the text is empty in every language (to tell "required" from "blank"). */
export function isEmptyText(value: BilingualText): boolean {
  const texts = typeof value === 'string' ? [value] : textLanguages.map((l) => value[l] ?? '');
  return texts.every((text) => text === '');
}

/**
 * The schema with every bilingual node written out: the shared definition's shape plus
 * the node's own keywords, and its string keywords (maxLength, contentMediaType, an
 * if / then rule) copied onto each language, so a limit holds whichever form the value takes.
 */
export function expandBilingualTexts(node: JsonSchema, shared: JsonSchema): JsonSchema {
  const walk = (current: JsonSchema): JsonSchema => {
    if (current.$ref === BILINGUAL_TEXT_REF) {
      const own: JsonSchema = { ...current };
      delete own.$ref;
      const base = shared.definitions?.bilingualText ?? {};
      const perLanguage: JsonSchema = { type: 'string' };
      if (own.maxLength !== undefined) perLanguage.maxLength = own.maxLength;
      if (own.contentMediaType !== undefined) perLanguage.contentMediaType = own.contentMediaType;
      // A rule on a filled text (`if` a non-empty string `then` patterns): each language
      // filled in must keep it, as the plain string form does.
      if (own.if !== undefined && own.then !== undefined) {
        perLanguage.if = own.if;
        perLanguage.then = own.then;
      }
      return {
        ...base,
        ...own,
        properties: { ja: { ...perLanguage }, en: { ...perLanguage } },
      };
    }
    const result: JsonSchema = { ...current };
    if (current.properties) {
      result.properties = Object.fromEntries(
        Object.entries(current.properties).map(([key, child]) => [key, walk(child)]),
      );
    }
    if (current.items) result.items = walk(current.items);
    if (current.definitions) {
      result.definitions = Object.fromEntries(
        Object.entries(current.definitions).map(([key, child]) => [key, walk(child)]),
      );
    }
    return result;
  };
  return walk(node);
}
