import type { SortFieldsItem } from '@hondana/schemas';
import { RELEVANCE, sortColumns } from '../sorting';
import { AppError } from '../../errors';

/** `column` null means relevance; `isAscending` follows the spec's `sort` (true = ascending). */
export interface Sort {
  column: string | null;
  isAscending: boolean;
}

export interface SortInput {
  sortField?: unknown;
  sort?: unknown;
}

/**
 * The caller's sort, else the SEARCH_SORT option flagged as default. Relevance (12) needs words
 * to rank by: without them (a group page) it is dropped, as the spec does for group queries,
 * and the HOME_SORT default applies, else the newest first.
 */
export function resolveSort(
  input: SortInput,
  options: readonly SortFieldsItem[],
  { hasTerms }: { hasTerms: boolean },
): Sort {
  const ofType = (type: SortFieldsItem['type']) => options.filter((option) => option.type === type);
  const isBlank = input.sortField === undefined || input.sortField === '';
  let field = isBlank
    ? ofType('SEARCH_SORT').find((o) => o.isSortFieldDefault)?.field
    : toCode(input.sortField);
  let candidates = ofType('SEARCH_SORT');
  if (!hasTerms && (field === undefined || field === RELEVANCE)) {
    candidates = ofType('HOME_SORT');
    field = candidates.find((option) => option.isSortFieldDefault)?.field;
    if (field === undefined || field === RELEVANCE)
      return { column: 'updated_at', isAscending: false };
  }
  if (field === undefined) return { column: null, isAscending: false };
  const isAscending =
    parseDirection(input.sort) ??
    candidates.find((option) => option.field === field)?.isAcsDefault ??
    field <= 2;
  return { column: field === RELEVANCE ? null : sortColumns[field]!, isAscending };
}

function toCode(value: unknown): number {
  const code = Number(value);
  if (!Number.isInteger(code) || code < 1 || code > RELEVANCE) {
    throw AppError.badRequest({ sortField: 'A sort field code from 1 to 12.' });
  }
  return code;
}

function parseDirection(value: unknown): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  const text = String(value).toLowerCase();
  if (text === 'true' || text === 'asc') return true;
  if (text === 'false' || text === 'desc') return false;
  throw AppError.badRequest({ sort: 'true (ascending) or false (descending).' });
}
