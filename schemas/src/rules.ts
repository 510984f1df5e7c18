// Rules that span several values and that JSON Schema cannot express. They run after
// the schema accepted the document, so the shapes below are guaranteed.
import type { FieldErrors } from './validate';

type Item = Record<string, unknown>;
type Rule = (data: Record<string, unknown>, errors: FieldErrors) => void;

const listsWithIds: Record<string, string[]> = {
  footer: ['links'],
  sortFields: ['items'],
  search: ['tabs', 'boxes'],
  searchResult: ['buttons'],
  contentDetail: ['buttons'],
};

const rules: Record<string, Rule[]> = {
  search: [searchTabsUseKnownBoxes],
  sortFields: [oneDefaultSortPerType],
};

/** Adds cross-field errors (same dotted-path keys as schema errors) for a valid document. */
export function checkRules(kind: string, data: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const list of listsWithIds[kind] ?? []) uniqueIds(data, list, errors);
  for (const rule of rules[kind] ?? []) rule(data, errors);
  return errors;
}

/** Items are addressed by id (e.g. /footer/update/{id}), so a non-empty id is unique. */
function uniqueIds(data: Record<string, unknown>, list: string, errors: FieldErrors) {
  const seen = new Set<string>();
  ((data[list] as Item[] | undefined) ?? []).forEach((item, index) => {
    const id = item.id as string | undefined;
    if (!id) return;
    if (seen.has(id)) errors[`${list}.${index}.id`] ??= 'is used by another item';
    seen.add(id);
  });
}

function searchTabsUseKnownBoxes(data: Record<string, unknown>, errors: FieldErrors) {
  const boxIds = new Set(((data.boxes as Item[] | undefined) ?? []).map((box) => box.id));
  ((data.tabs as Item[] | undefined) ?? []).forEach((tab, tabIndex) => {
    ((tab.searchBoxIds as string[] | undefined) ?? []).forEach((id, index) => {
      if (!boxIds.has(id)) {
        errors[`tabs.${tabIndex}.searchBoxIds.${index}`] ??= 'is not the id of a search box';
      }
    });
  });
}

function oneDefaultSortPerType(data: Record<string, unknown>, errors: FieldErrors) {
  const seenTypes = new Set<unknown>();
  ((data.items as Item[] | undefined) ?? []).forEach((item, index) => {
    if (!item.isSortFieldDefault) return;
    if (seenTypes.has(item.type)) {
      errors[`items.${index}.isSortFieldDefault`] ??= 'another option of this type is the default';
    }
    seenTypes.add(item.type);
  });
}
