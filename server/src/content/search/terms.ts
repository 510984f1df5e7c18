import { escapeLike } from '../../db/contains';
/** Substrings this long or longer are answered by the trigram index; shorter ones by LIKE. */
export const TRIGRAM_LENGTH = 3;

/** Splits what a reader typed into terms (ASCII and ideographic spaces separate them). */
export function splitTerms(value: string): string[] {
  return value
    .normalize('NFKC')
    .split(/[\s\u3000]+/u)
    .filter((term) => term.length > 0);
}

/** Length in characters, not UTF-16 units, so one kanji or emoji counts once. */
export function isShortTerm(term: string): boolean {
  return [...term].length < TRIGRAM_LENGTH;
}

/** `%term%` with LIKE's wildcards escaped; use with `escape '\'`. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** An FTS5 phrase: the term in double quotes, inner quotes doubled. */
export function ftsPhrase(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

/** True when case folding cannot change the term (Japanese, digits), so LIKE equals ILIKE. */
export function isCaseless(term: string): boolean {
  return term.toLowerCase() === term.toUpperCase();
}
