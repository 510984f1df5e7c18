/**
 * Searching a book page by page (docs/decisions.md, issue 32 "search page by page"): the scan
 * starts at the page being read, goes forward and wraps, gives the browser its turn between
 * pages and reports the hits of each page as it goes. Pure: the page reader, the matcher and
 * the pause are handed in, so the order, the limits and the cancelling are tested without pdf.js.
 */

/** Bounds on a search's work and on what it shows. */
export interface ScanLimits {
  /** Hits kept from one page. */
  perPage: number;
  /** Hits kept in all: the scan stops there. */
  total: number;
}

export const SCAN_LIMITS: ScanLimits = { perPage: 200, total: 2000 };

/** Anything found on a page. */
export interface Located {
  page: number;
}

/** What a scan knows so far. */
export interface ScanState<H extends Located> {
  /** Hits found so far, in reading order (page, then place on the page). */
  hits: H[];
  pagesRead: number;
  pageCount: number;
  isDone: boolean;
  /** A limit cut the hits: there are more than shown. */
  isCapped: boolean;
  /** The page's hits are known (every page is, once the scan is done). */
  isRead(page: number): boolean;
}

export interface ScanInput<T, H extends Located> {
  pageCount: number;
  /** The page being read: scanned first. */
  start: number;
  read(page: number): Promise<T>;
  match(page: number, text: T): H[];
  /** Gives the browser its turn between pages (typing, scrolling, painting). */
  pause(): Promise<void>;
  /** Aborted: no page is read and nothing is reported after the page being read. */
  signal: AbortSignal;
  /** After each page read, with that page's hits, and once more when the scan is done. */
  onProgress(state: ScanState<H>, found: H[]): void;
  limits?: ScanLimits;
}

export interface PageScan {
  /** Reads `page` next if it is not read yet: a step to the next hit waits for it. */
  prefer(page: number): void;
  /** Settles when the scan is done or aborted; rejects when a page could not be read. */
  done: Promise<void>;
}

/** Pages from `start` to the last, then from the first to the one before `start`. */
export function scanOrder(start: number, pageCount: number): number[] {
  const first = Math.min(Math.max(1, start), Math.max(1, pageCount));
  return Array.from({ length: pageCount }, (_, index) => ((first - 1 + index) % pageCount) + 1);
}

/** Starts reading the pages of a book for a search; `signal` stops it. */
export function scanPages<T, H extends Located>(input: ScanInput<T, H>): PageScan {
  const { pageCount, signal } = input;
  const limits = input.limits ?? SCAN_LIMITS;
  const order = scanOrder(input.start, pageCount);
  const read = new Set<number>();
  let hits: H[] = [];
  let cursor = 0;
  let preferred: number | null = null;
  let isCapped = false;
  let isDone = false;

  const state = (): ScanState<H> => ({
    hits,
    pagesRead: read.size,
    pageCount,
    isDone,
    isCapped,
    isRead: (page) => isDone || read.has(page),
  });
  const nextPage = (): number | null => {
    const wanted = preferred;
    preferred = null;
    if (wanted !== null && !read.has(wanted)) return wanted;
    while (cursor < order.length && read.has(order[cursor])) cursor += 1;
    return cursor < order.length ? order[cursor] : null;
  };
  const keep = (found: H[]): H[] => {
    const room = Math.min(limits.perPage, limits.total - hits.length);
    if (found.length <= room) return found;
    isCapped = true;
    return found.slice(0, room);
  };

  const done = (async () => {
    for (let page = nextPage(); page !== null; page = nextPage()) {
      const text = await input.read(page);
      if (signal.aborted) return;
      const found = keep(input.match(page, text));
      read.add(page);
      if (found.length > 0) hits = placed(hits, found, page);
      input.onProgress(state(), found);
      if (hits.length >= limits.total) break;
      await input.pause();
      if (signal.aborted) return;
    }
    isDone = true;
    input.onProgress(state(), []);
  })();
  return {
    prefer: (page) => {
      preferred = page;
    },
    done,
  };
}

/** `hits` with one page's hits put in reading order. */
function placed<H extends Located>(hits: H[], found: H[], page: number): H[] {
  const at = hits.findIndex((hit) => hit.page > page);
  return at < 0 ? [...hits, ...found] : [...hits.slice(0, at), ...found, ...hits.slice(at)];
}

/** Steps the reader asked for and has not seen yet (▼ pressed twice: two steps forward). */
export interface PendingSteps {
  direction: 1 | -1;
  count: number;
}

/**
 * The hit after (or before) `from`, or the page that must be read first: a hit is never
 * skipped because its page was not read yet. Wraps at the ends of the book.
 */
export function stepHit<H extends Located>(
  state: Pick<ScanState<H>, 'hits' | 'pageCount' | 'isRead'>,
  from: H,
  direction: 1 | -1,
): { hit: H } | { waitFor: number } | null {
  const { hits, pageCount, isRead } = state;
  const at = hits.indexOf(from);
  if (at < 0) return null;
  const samePage = hits[at + direction];
  if (samePage && samePage.page === from.page) return { hit: samePage };
  const neighbour = hits[(at + direction + hits.length) % hits.length];
  for (let distance = 1; distance < pageCount; distance += 1) {
    const page =
      ((((from.page - 1 + distance * direction) % pageCount) + pageCount) % pageCount) + 1;
    if (!isRead(page)) return { waitFor: page };
    if (page === neighbour.page) return { hit: neighbour };
  }
  // All the way round: the neighbour is on the same page (the only page with hits).
  return { hit: neighbour };
}

/**
 * Takes the pending steps that the pages read so far allow. Answers the hit to show, the
 * steps still waiting (null when none) and the page they wait for.
 */
export function followSteps<H extends Located>(
  state: Pick<ScanState<H>, 'hits' | 'pageCount' | 'isRead'>,
  current: H | null,
  pending: PendingSteps | null,
): { current: H | null; pending: PendingSteps | null; waitFor: number | null } {
  let shown = current;
  let left = pending?.count ?? 0;
  while (pending && shown && left > 0) {
    const step = stepHit(state, shown, pending.direction);
    if (!step) break;
    if ('waitFor' in step)
      return { current: shown, pending: { ...pending, count: left }, waitFor: step.waitFor };
    shown = step.hit;
    left -= 1;
  }
  return { current: shown, pending: null, waitFor: null };
}

/** A least-recently-used store of pages' texts, bounded by a size (text runs) in all. */
export interface PageCache<T> {
  get(page: number): T | undefined;
  put(page: number, text: T): T;
  /** The pages kept, least recently used first. */
  pages(): number[];
}

export function pageCache<T>(budget: number, sizeOf: (text: T) => number): PageCache<T> {
  const kept = new Map<number, T>();
  let size = 0;
  return {
    get(page) {
      const text = kept.get(page);
      if (text === undefined) return undefined;
      kept.delete(page);
      kept.set(page, text);
      return text;
    },
    put(page, text) {
      const old = kept.get(page);
      if (old !== undefined) size -= sizeOf(old);
      kept.delete(page);
      kept.set(page, text);
      size += sizeOf(text);
      // The page just read stays, whatever its size.
      for (const [oldest, oldText] of kept) {
        if (size <= budget || oldest === page) break;
        kept.delete(oldest);
        size -= sizeOf(oldText);
      }
      return text;
    },
    pages: () => [...kept.keys()],
  };
}

/** `read` through `cache`: a page kept is not read again. */
export function cachedReader<T>(
  cache: PageCache<T>,
  read: (page: number) => Promise<T>,
): (page: number) => Promise<T> {
  return async (page) => cache.get(page) ?? cache.put(page, await read(page));
}
