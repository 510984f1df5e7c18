import type { SearchBox } from '@hondana/schemas';
import { AppError } from '../../errors';
import type { DateRange } from './dates';
import { parseDateRange } from './dates';
import type { FieldSet } from './fields';
import { fieldSet } from './fields';
import {
  SEARCH_LIMITS,
  checkSearchText,
  checkTermCount,
  searchMessages,
  searchTerms,
} from './limits';

/** One condition every result must meet. */
export type Criterion =
  | { kind: 'allTerms'; fields: FieldSet; terms: string[] }
  | { kind: 'anyValue'; fields: FieldSet; values: string[] }
  | { kind: 'equals'; fields: FieldSet; value: string }
  | { kind: 'published'; range: DateRange }
  | { kind: 'inGroups'; groupIds: string[] };

/** One item of the spec's `searchRequests` body. */
export interface SearchRequest {
  searchBoxId: string;
  value: string;
  contentGroupIdList: string[];
  /** Where the item stood in the body, for field errors (empty items are dropped). */
  index: number;
}

/** Checks the body's `searchRequests` and drops items without a value (spec: empty values are stripped). */
export function parseSearchRequests(body: unknown): SearchRequest[] {
  const list = body ?? [];
  if (!Array.isArray(list) || list.length > SEARCH_LIMITS.maxRequests) {
    throw AppError.badRequest({ searchRequests: searchMessages.tooManyRequests });
  }
  return list
    .map((item: unknown, index): SearchRequest => {
      const { searchBoxId, value, contentGroupIdList } = (item ?? {}) as Record<string, unknown>;
      const text = Array.isArray(value) ? value.join(',') : value;
      if (
        typeof searchBoxId !== 'string' ||
        !['string', 'number', 'undefined'].includes(typeof text)
      ) {
        throw AppError.badRequest({ [`searchRequests.${index}`]: 'Needs searchBoxId and value.' });
      }
      const groups = contentGroupIdList ?? [];
      if (!Array.isArray(groups) || !groups.every((id) => typeof id === 'string')) {
        throw AppError.badRequest({
          [`searchRequests.${index}.contentGroupIdList`]: 'A list of ids.',
        });
      }
      if (groups.length > SEARCH_LIMITS.maxGroups) {
        throw AppError.badRequest({
          [`searchRequests.${index}.contentGroupIdList`]: searchMessages.tooManyGroups,
        });
      }
      const trimmed = checkSearchText(`searchRequests.${index}.value`, String(text ?? '')).trim();
      return { searchBoxId, value: trimmed, contentGroupIdList: groups as string[], index };
    })
    .filter((request) => request.value !== '' || request.contentGroupIdList.length > 0);
}

/** Turns requests into criteria through the tenant's search boxes (operations 1-7). */
export function criteriaFor(
  requests: readonly SearchRequest[],
  boxes: readonly SearchBox[],
): Criterion[] {
  const criteria = requests.flatMap((request) => {
    const box = boxes.find((candidate) => candidate.id === request.searchBoxId);
    if (!box) throw AppError.badRequest({ [request.searchBoxId]: 'Unknown search box.' });
    const criteria: Criterion[] = [];
    const field = `searchRequests.${request.index}.value`;
    if (request.value !== '') criteria.push(valueCriterion(box, request.value, field));
    const groupIds = groupsOf(box, request.contentGroupIdList);
    if (groupIds.length > 0) criteria.push({ kind: 'inGroups', groupIds });
    return criteria;
  });
  const terms = criteria.flatMap((c) => (c.kind === 'allTerms' ? c.terms : []));
  checkTermCount('searchRequests', terms.length);
  return criteria;
}

function valueCriterion(box: SearchBox, value: string, field: string): Criterion {
  const fields = fieldSet(box.searchFields);
  switch (box.operation) {
    case 1:
      return { kind: 'allTerms', fields, terms: searchTerms(field, value) };
    case 2:
      return { kind: 'equals', fields, value };
    case 4:
    case 5:
      return { kind: 'anyValue', fields, values: choices(box, value) };
    default:
      return { kind: 'published', range: parseDateRange(box.operation, value, box.id) };
  }
}

/** A single-choice box takes one of its choices, a multi-choice box any number of them. */
function choices(box: SearchBox, value: string): string[] {
  const values = [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  if (box.operation === 4 && values.length > 1) {
    throw AppError.badRequest({ [box.id]: 'Choose one value.' });
  }
  const unknown = values.find((choice) => !box.matchValue.includes(choice));
  if (unknown !== undefined) throw AppError.badRequest({ [box.id]: `Not a choice: ${unknown}` });
  return values;
}

/** The groups chosen with the request, limited to the box's groups when it names any. */
function groupsOf(box: SearchBox, chosen: readonly string[]): string[] {
  if (box.contentGroupIds.length === 0) return [...new Set(chosen)];
  if (chosen.length === 0) return box.contentGroupIds;
  const outside = chosen.find((id) => !box.contentGroupIds.includes(id));
  if (outside)
    throw AppError.badRequest({ [box.id]: `Not a group of this search box: ${outside}` });
  return [...new Set(chosen)];
}
