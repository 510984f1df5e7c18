/** How a search compares text: case is folded unless `matchCase`; `wholeWord` needs Latin word edges. */
export interface MatchOptions {
  matchCase?: boolean;
  wholeWord?: boolean;
}

/** Text in its searchable form, with where each of its code units came from in the original. */
export interface NormalisedText {
  text: string;
  /** For each code unit of `text`: the original offsets [start, end) of the characters it came from. */
  from: number[];
  to: number[];
}

/** Voiced / semi-voiced sound marks, half-width and combining: they belong to the kana before them. */
const VOICING = new Set(['\uFF9E', '\uFF9F', '\u3099', '\u309A']);

/**
 * NFKC folds Japanese width (ｶ → カ, ﾊﾞ → バ with the mark composed, Ａ → A, １ → 1) and
 * ligatures (ﬁ → fi). Done per cluster (a character and the voicing marks after it) so that
 * every code unit of the result maps back to the original characters it stands for, and a
 * highlight covers exactly the characters on the page whatever their width in the text.
 */
export function normalise(original: string, options: MatchOptions = {}): NormalisedText {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let start = 0;
  while (start < original.length) {
    const first = original.codePointAt(start) ?? 0;
    let end = start + (first > 0xffff ? 2 : 1);
    while (end < original.length && VOICING.has(original[end])) end += 1;
    let folded = original.slice(start, end).normalize('NFKC');
    if (!options.matchCase) folded = folded.toLowerCase();
    text += folded;
    for (let unit = 0; unit < folded.length; unit += 1) {
      from.push(start);
      to.push(end);
    }
    start = end;
  }
  return { text, from, to };
}

/** Latin (and other alphabetic) word characters; CJK has no spaces between words, so none there. */
function isWordChar(char: string | undefined): boolean {
  if (!char) return false;
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(char)) return false;
  return /[\p{L}\p{N}\p{M}_]/u.test(char);
}

/**
 * Whole word: an edge of the match that is a word character must not have a word character
 * beside it. An edge in CJK text is always accepted (decisions.md, issue 32 item 3).
 */
function isWholeWord(text: string, at: number, end: number): boolean {
  const startsWord = !isWordChar(text[at]) || !isWordChar(text[at - 1]);
  const endsWord = !isWordChar(text[end - 1]) || !isWordChar(text[end]);
  return startsWord && endsWord;
}

/** Every occurrence of `query` in `original`, as original offsets [start, end), in order, not overlapping. */
export function findMatches(
  original: string,
  query: string,
  options: MatchOptions = {},
): Array<[start: number, end: number]> {
  const needle = normalise(query.trim(), options).text;
  if (!needle) return [];
  const { text, from, to } = normalise(original, options);
  const matches: Array<[number, number]> = [];
  for (let at = text.indexOf(needle); at >= 0;) {
    const end = at + needle.length;
    if (!options.wholeWord || isWholeWord(text, at, end)) {
      matches.push([from[at], to[end - 1]]);
      at = text.indexOf(needle, end);
    } else {
      at = text.indexOf(needle, at + 1);
    }
  }
  return matches;
}
