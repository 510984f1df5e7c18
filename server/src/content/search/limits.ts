import { AppError } from '../../errors';
import { isCleanText } from '../../http/jsonGuard';
import { splitTerms } from './terms';

/**
 * Bounds on one search (docs/decisions.md, "Bounded work per request"). Every term becomes its
 * own index lookup or LIKE scan inside one SQL statement, so a search costs in proportion to
 * its terms and their length; SQLite cannot interrupt a running statement (better-sqlite3 is
 * synchronous and has no progress handler), so these bounds are its only guard. A reader types
 * a few words; a pasted sentence of Japanese, which has no spaces, stays within one term.
 */
export const SEARCH_LIMITS = {
  /** Characters of a full-text `searchKey` or of one search box value, as sent. */
  maxTextLength: 1000,
  /** Terms of one search, over all its boxes. */
  maxTerms: 20,
  /** Characters of one term, after normalisation. */
  maxTermLength: 100,
  /** Items of one box search's `searchRequests`. */
  maxRequests: 30,
  /** Content groups one box search names, over all its items. */
  maxGroups: 100,
} as const;

/**
 * A search with words counts its matches up to this many and reaches no further result: past it
 * the answer says `isTotalCapped` and the reader shows "1,000+" (docs/performance/history.md,
 * "Search at 1,000,000"). Counting every match of a common word cost 40,000 row reads on a
 * catalogue of 1,000,000; counting to the cap costs at most 1,001.
 */
export const TOTAL_CAP = 1000;

export const searchMessages = {
  tooLong: `At most ${SEARCH_LIMITS.maxTextLength} characters.`,
  badText: 'Contains a NUL character or a lone UTF-16 surrogate.',
  tooManyTerms: `At most ${SEARCH_LIMITS.maxTerms} words.`,
  termTooLong: `Words of at most ${SEARCH_LIMITS.maxTermLength} characters.`,
  tooManyRequests: `A list of at most ${SEARCH_LIMITS.maxRequests} items.`,
  tooManyGroups: `At most ${SEARCH_LIMITS.maxGroups} content groups.`,
};

/**
 * Checks what a reader typed before anything else reads it: its length first (a cheap
 * refusal of a huge value), then its characters, which a query string may carry too.
 */
export function checkSearchText(field: string, text: string): string {
  if (text.length > SEARCH_LIMITS.maxTextLength) throw refuse(field, searchMessages.tooLong);
  if (!isCleanText(text)) throw refuse(field, searchMessages.badText);
  return text;
}

/** The terms of a checked text, each within the length bound. */
export function searchTerms(field: string, text: string): string[] {
  const terms = splitTerms(checkSearchText(field, text));
  if (terms.some((term) => [...term].length > SEARCH_LIMITS.maxTermLength)) {
    throw refuse(field, searchMessages.termTooLong);
  }
  checkTermCount(field, terms.length);
  return terms;
}

/** One search's terms over all its parts. */
export function checkTermCount(field: string, count: number): void {
  if (count > SEARCH_LIMITS.maxTerms) throw refuse(field, searchMessages.tooManyTerms);
}

function refuse(field: string, message: string): AppError {
  return AppError.badRequest({ [field]: message });
}
