import { findMatches } from './textMatcher';
import type { MatchOptions } from './textMatcher';

/** A rectangle on a page at scale 1, CSS px from the page's top-left corner. */
export interface HitRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One occurrence of the searched text: its page and the boxes that cover it (one per text run). */
export interface SearchHit {
  page: number;
  rects: HitRect[];
  /** The match and a few characters of its line either side, for the hit list. */
  excerpt: { before: string; match: string; after: string };
}

/** Characters of context either side of a match in the hit list. */
const EXCERPT = 24;

/** The part of a pdf.js text item the search needs (`getTextContent().items`). */
export interface TextRun {
  str: string;
  /** [a, b, c, d, e, f]: e, f is the run's baseline origin in PDF points. */
  transform: number[];
  width: number;
  height: number;
  /** pdf.js: the run ends its line. */
  hasEOL?: boolean;
}

/** Maps a PDF-space rectangle [x1, y1, x2, y2] to the page's viewport at scale 1. */
export type ToViewport = (rect: [number, number, number, number]) => number[];

/** The width of a string in some font, any unit: only its shares of a run's width are used. */
export type Measure = (text: string) => number;

/**
 * Every occurrence of `query` in one page's text runs (textMatcher.ts: width, voiced marks,
 * case and whole word). Runs are joined without separators, as Japanese text is split into
 * runs mid-word and a match may span runs; a run that ends its line is followed by a line
 * break, so a word at the end of a line is a whole word.
 */
export function findInPage(
  page: number,
  runs: TextRun[],
  query: string,
  toViewport: ToViewport,
  options: MatchOptions = {},
  measure?: Measure,
): SearchHit[] {
  let text = '';
  const owner: Array<[run: number, offset: number] | null> = [];
  runs.forEach((run, index) => {
    text += run.str;
    for (let offset = 0; offset < run.str.length; offset += 1) owner.push([index, offset]);
    if (run.hasEOL) {
      text += '\n';
      owner.push(null);
    }
  });
  return findMatches(text, query, options).map(([start, end]) => {
    const pieces = new Map<number, [number, number]>();
    for (let position = start; position < end; position += 1) {
      const place = owner[position];
      if (!place) continue;
      const [run, offset] = place;
      const piece = pieces.get(run);
      pieces.set(run, piece ? [piece[0], offset + 1] : [offset, offset + 1]);
    }
    const rects = [...pieces].map(([run, [from, to]]) =>
      rectOf(runs[run], from, to, toViewport, measure),
    );
    // The excerpt stays within the match's line(s): the runs' line ends bound it.
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const lineEnd = text.indexOf('\n', end);
    const clean = (from: number, to: number) => text.slice(from, to).replace(/\s+/g, ' ');
    const excerpt = {
      before: clean(Math.max(lineStart, start - EXCERPT), start).trimStart(),
      match: clean(start, end),
      after: clean(end, Math.min(lineEnd < 0 ? text.length : lineEnd, end + EXCERPT)).trimEnd(),
    };
    return { page, rects: joined(rects), excerpt };
  });
}

/**
 * The box of characters [from, to) of a run. pdf.js gives no per-glyph widths: the run's width
 * is shared by the characters' widths in a similar font when `measure` is given (an equal
 * share per character put marks in Latin text about a character off), else equally.
 */
function rectOf(
  run: TextRun,
  from: number,
  to: number,
  toViewport: ToViewport,
  measure?: Measure,
): HitRect {
  const [a, b, , , x, y] = run.transform;
  const height = run.height || Math.hypot(a, b);
  const widthOf: Measure = measure ?? ((text) => text.length);
  const whole = widthOf(run.str) || 1;
  const start = x + (run.width * widthOf(run.str.slice(0, from))) / whole;
  const end = x + (run.width * widthOf(run.str.slice(0, to))) / whole;
  // Descenders sit below the baseline: a fifth of the height either way covers them.
  const [x1, y1, x2, y2] = toViewport([start, y - height * 0.2, end, y + height]);
  return {
    left: Math.min(x1, x2),
    top: Math.min(y1, y2),
    width: Math.abs(x2 - x1),
    height: Math.abs(y2 - y1),
  };
}

/** Boxes of neighbouring runs on one line become one box (Chromium writes a run per glyph). */
function joined(rects: HitRect[]): HitRect[] {
  const out: HitRect[] = [];
  for (const rect of rects) {
    const last = out[out.length - 1];
    const isSameLine =
      last && Math.abs(last.top - rect.top) < 1 && Math.abs(last.height - rect.height) < 1;
    const gap = last ? rect.left - (last.left + last.width) : Infinity;
    if (isSameLine && gap >= -1 && gap < rect.height / 2) {
      last.width = rect.left + rect.width - last.left;
    } else {
      out.push({ ...rect });
    }
  }
  return out;
}
