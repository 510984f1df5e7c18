// Rules that span several values and that JSON Schema cannot express. They run after
// the schema accepted the document, so the shapes below are guaranteed. They run on save
// only: reading stored data never applies them, so a stricter rule cannot drop old data.
import { fieldText, type FieldMessageKey, type Language } from './contracts/fieldMessages';
import { requireSettingsKind } from './registry';
import { deref, hasType, isPlainObject, type JsonSchema } from './schema';
import { isBilingualTextSchema, isBilingualValue, isBlankText, isEmptyText } from './texts';
import type { BilingualText } from '../types/index';
import type { FieldErrors } from './validate';

type Item = Record<string, unknown>;
/** Adds one error per path (the first found wins), its text in the caller's language. */
type Report = (path: string, key: FieldMessageKey) => void;
type Rule = (data: Record<string, unknown>, report: Report) => void;

/** Lists whose items are addressed by id: the server gives an item without one its id. */
const listsWithIds: Record<string, string[]> = {
  footer: ['links'],
  sortFields: ['items'],
  search: ['tabs', 'boxes'],
  searchResult: ['buttons'],
  contentDetail: ['buttons'],
};

/**
 * Texts a tenant cannot leave empty, beyond those the schema gives a `minLength`: the
 * service name is the tenant's brand (empty, the reader would show no name at all), and a
 * search tab or box without a label cannot be told apart from the others anywhere.
 * "tabs.*.title" means the title of every tab.
 */
const requiredTexts: Record<string, string[]> = {
  company: ['serviceName'],
  search: ['tabs.*.title', 'boxes.*.label'],
};

const rules: Record<string, Rule[]> = {
  search: [searchTabsUseKnownBoxes],
  sortFields: [oneDefaultSortPerType],
};

/** The lists of a kind whose items carry ids (`links` of `footer` …). */
export function itemListsOf(kind: string): readonly string[] {
  return listsWithIds[kind] ?? [];
}

/**
 * A copy of `data` where every item of an id-carrying list that has no id (missing or
 * empty) gets `newId()`. Ids the client sent are kept, so they can be referenced.
 */
export function withItemIds(kind: string, data: unknown, newId: () => string): unknown {
  if (!isPlainObject(data)) return data;
  const next: Record<string, unknown> = { ...data };
  for (const list of itemListsOf(kind)) {
    const items = next[list];
    if (!Array.isArray(items)) continue;
    next[list] = items.map((item) =>
      isPlainObject(item) && (item.id === undefined || item.id === '')
        ? { ...item, id: newId() }
        : item,
    );
  }
  return next;
}

/** Adds cross-field errors (same dotted-path keys as schema errors) for a valid document. */
export function checkRules(
  kind: string,
  data: Record<string, unknown>,
  language: Language = 'en',
): FieldErrors {
  const errors: FieldErrors = {};
  const report: Report = (path, key) => {
    errors[path] ??= fieldText({ key }, language);
  };
  blankTexts(requireSettingsKind(kind).schema, data, report);
  for (const path of requiredTexts[kind] ?? []) requiredText(data, path.split('.'), '', report);
  for (const list of itemListsOf(kind)) uniqueIds(data, list, report);
  for (const rule of rules[kind] ?? []) rule(data, report);
  return errors;
}

const emptyOrBlank = (value: BilingualText): FieldMessageKey =>
  isEmptyText(value) ? 'required' : 'blank';

/**
 * A top-level text left out of a save keeps its stored value (the settings service fills it
 * in), so only a sent blank is refused there; an item without the text is refused.
 */
function requiredText(
  value: unknown,
  segments: string[],
  at: string,
  report: Report,
  inItem = false,
) {
  const [head, ...rest] = segments;
  if (head === undefined) {
    if (value === undefined && !inItem) return;
    if (!isBilingualValue(value)) report(at, 'required');
    else if (isBlankText(value)) report(at, emptyOrBlank(value));
    return;
  }
  if (head === '*') {
    if (!Array.isArray(value)) return;
    value.forEach((item, index) => requiredText(item, rest, join(at, String(index)), report, true));
    return;
  }
  if (isPlainObject(value)) requiredText(value[head], rest, join(at, head), report, inItem);
}

/** A text the schema says may not be empty may not be only blank spaces either (spec 001 §5). */
function blankTexts(root: JsonSchema, data: unknown, report: Report) {
  const walk = (node: JsonSchema, value: unknown, at: string) => {
    const schema = deref(node, root);
    if (isBilingualTextSchema(schema) && isBilingualValue(value)) {
      // The schema's minLength only reaches the plain-string form; a text in two languages
      // is filled when at least one language is (the reader falls back to it).
      if ((schema.minLength ?? 0) >= 1 && isBlankText(value)) report(at, emptyOrBlank(value));
    } else if (typeof value === 'string') {
      if ((schema.minLength ?? 0) >= 1 && value.trim() === '') report(at, emptyOrBlank(value));
    } else if (Array.isArray(value) && schema.items && hasType(schema, 'array')) {
      const items = schema.items;
      value.forEach((item, index) => walk(items, item, join(at, String(index))));
    } else if (isPlainObject(value) && schema.properties) {
      for (const [key, child] of Object.entries(schema.properties)) {
        if (key in value) walk(child, value[key], join(at, key));
      }
    }
  };
  walk(root, data, '');
}

const join = (at: string, key: string) => (at ? `${at}.${key}` : key);

/** Items are addressed by id (e.g. /footer/update/{id}), so an id is unique in its list. */
function uniqueIds(data: Record<string, unknown>, list: string, report: Report) {
  const seen = new Set<string>();
  ((data[list] as Item[] | undefined) ?? []).forEach((item, index) => {
    const id = item.id as string | undefined;
    if (!id) return;
    if (seen.has(id)) report(`${list}.${index}.id`, 'itemIdTaken');
    seen.add(id);
  });
}

function searchTabsUseKnownBoxes(data: Record<string, unknown>, report: Report) {
  const boxIds = new Set(((data.boxes as Item[] | undefined) ?? []).map((box) => box.id));
  ((data.tabs as Item[] | undefined) ?? []).forEach((tab, tabIndex) => {
    ((tab.searchBoxIds as string[] | undefined) ?? []).forEach((id, index) => {
      if (!boxIds.has(id)) report(`tabs.${tabIndex}.searchBoxIds.${index}`, 'unknownSearchBox');
    });
  });
}

function oneDefaultSortPerType(data: Record<string, unknown>, report: Report) {
  const seenTypes = new Set<unknown>();
  ((data.items as Item[] | undefined) ?? []).forEach((item, index) => {
    if (!item.isSortFieldDefault) return;
    if (seenTypes.has(item.type)) report(`items.${index}.isSortFieldDefault`, 'oneDefaultSort');
    seenTypes.add(item.type);
  });
}
