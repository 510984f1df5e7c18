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
}

/** The part of a pdf.js text item the search needs (`getTextContent().items`). */
export interface TextRun {
  str: string;
  /** [a, b, c, d, e, f]: e, f is the run's baseline origin in PDF points. */
  transform: number[];
  width: number;
  height: number;
}

/** Maps a PDF-space rectangle [x1, y1, x2, y2] to the page's viewport at scale 1. */
export type ToViewport = (rect: [number, number, number, number]) => number[];

/**
 * Case- and width-insensitive form of one character (Ａ→a, ｶ→カ), kept to one character so
 * every position of the folded text is a position of the page's text.
 */
function fold(char: string): string {
  const folded = char.normalize('NFKC').toLowerCase();
  return folded.length === 1 ? folded : char.toLowerCase();
}

export function foldQuery(query: string): string {
  return Array.from(query.trim(), fold).join('');
}

/**
 * Every occurrence of `query` (already folded) in one page's text runs. Runs are joined without
 * separators, as Japanese text is split into runs mid-word; a match may span runs.
 */
export function findInPage(
  page: number,
  runs: TextRun[],
  query: string,
  toViewport: ToViewport,
): SearchHit[] {
  if (!query) return [];
  let text = '';
  const owner: Array<[run: number, offset: number]> = [];
  runs.forEach((run, index) => {
    // Code units, not code points, so `owner` lines up with indexOf's positions.
    for (let offset = 0; offset < run.str.length; offset += 1) {
      text += fold(run.str[offset]);
      owner.push([index, offset]);
    }
  });
  const hits: SearchHit[] = [];
  for (let at = text.indexOf(query); at >= 0; at = text.indexOf(query, at + query.length)) {
    const pieces = new Map<number, [number, number]>();
    for (let position = at; position < at + query.length; position += 1) {
      const [run, offset] = owner[position];
      const piece = pieces.get(run);
      pieces.set(run, piece ? [piece[0], offset + 1] : [offset, offset + 1]);
    }
    const rects = [...pieces].map(([run, [from, to]]) => rectOf(runs[run], from, to, toViewport));
    hits.push({ page, rects: joined(rects) });
  }
  return hits;
}

/** The box of characters [from, to) of a run, by their share of its width (pdf.js gives no per-glyph widths). */
function rectOf(run: TextRun, from: number, to: number, toViewport: ToViewport): HitRect {
  const [a, b, , , x, y] = run.transform;
  const length = Math.max(1, run.str.length);
  const height = run.height || Math.hypot(a, b);
  const start = x + (run.width * from) / length;
  const end = x + (run.width * to) / length;
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
