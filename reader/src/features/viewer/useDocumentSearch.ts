import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { findInPage } from './documentSearch';
import type { SearchHit } from './documentSearch';
import { cachedReader, followSteps, pageCache, scanPages } from './pageScan';
import type { PageScan, PendingSteps, ScanState } from './pageScan';
import { measurer, nextTask, readPageText } from './pageText';
import type { PageText } from './pageText';
import type { MatchOptions } from './textMatcher';

export interface DocumentSearch {
  /** Hits found so far, in reading order. */
  hits: SearchHit[];
  /** The hit being shown, -1 when there is none. */
  index: number;
  /** Pages still being read: `hits` is what was found so far. */
  isSearching: boolean;
  /** A limit cut the hits (SCAN_LIMITS): there are more than `hits`. */
  isCapped: boolean;
  pagesRead: number;
  /** The query the hits answer (empty before any search). */
  query: string;
  options: MatchOptions;
  search(query: string): void;
  /** Changes match case / whole word; a search already made is made again with them. */
  setOptions(options: MatchOptions): void;
  /** The next or previous hit; waits for its page to be read when the scan has not got there. */
  step(direction: 1 | -1): void;
  /** Shows hit `index` (the hit list). */
  select(index: number): void;
}

/** The longest query searched: longer input is cut (the field stops there too). */
export const MAX_QUERY = 256;

/**
 * Pages' text kept between searches, counted in text runs (about 20 MB at most): a book set
 * in lines keeps a thousand pages, one printed by a browser (a run per glyph) a hundred.
 */
const CACHE_RUNS = 100_000;

/** Hits found after the first are shown at most this often (ms): each showing re-renders the pages. */
const SHOW_EVERY = 150;

/** One search: its scan and what the reader is shown of it. */
interface Run {
  controller: AbortController;
  scan: PageScan | null;
  state: ScanState<SearchHit>;
  current: SearchHit | null;
  pending: PendingSteps | null;
  shownAt: number;
  hasNew: boolean;
}

interface Shown {
  hits: SearchHit[];
  current: SearchHit | null;
  pagesRead: number;
  isDone: boolean;
  isCapped: boolean;
}

const NOTHING: Shown = { hits: [], current: null, pagesRead: 0, isDone: true, isCapped: false };

/**
 * Searches the book's text (pdf.js text content) page by page, only on request: from the page
 * being read (`page`), forward and wrapping, one page per task, showing hits as they come.
 * A new query or option stops the running scan; so does leaving the book.
 */
export function useDocumentSearch(pdf: PDFDocumentProxy | null, page: number): DocumentSearch {
  const cache = useMemo(() => pdf && pageCache<PageText>(CACHE_RUNS, (t) => t.runs.length), [pdf]);
  const pageRef = useRef(page);
  const run = useRef<Run | null>(null);
  const [shown, setShown] = useState<Shown>(NOTHING);
  const [query, setQuery] = useState('');
  const [options, setOptionsState] = useState<MatchOptions>({});

  useEffect(() => {
    pageRef.current = page;
  }, [page]);
  useEffect(() => {
    setShown(NOTHING);
    setQuery('');
    return () => run.current?.controller.abort();
  }, [pdf]);

  const show = useCallback((of: Run) => {
    if (run.current !== of) return;
    const { hits, pagesRead, isDone, isCapped } = of.state;
    of.shownAt = performance.now();
    of.hasNew = false;
    setShown({ hits, current: of.current, pagesRead, isDone, isCapped });
  }, []);

  /** Takes the steps the pages read allow; a step still waiting has its page read next. */
  const follow = useCallback((of: Run) => {
    const next = followSteps(of.state, of.current, of.pending);
    const hasMoved = next.current !== of.current;
    of.current = next.current;
    of.pending = next.pending;
    if (next.waitFor !== null) of.scan?.prefer(next.waitFor);
    return hasMoved;
  }, []);

  const find = useCallback(
    (typed: string, matching: MatchOptions) => {
      run.current?.controller.abort();
      run.current = null;
      const wanted = typed.trim().slice(0, MAX_QUERY);
      setQuery(wanted);
      if (!pdf || !cache || !wanted) {
        setShown(NOTHING);
        return;
      }
      const pageCount = pdf.numPages;
      const of: Run = {
        controller: new AbortController(),
        scan: null,
        state: {
          hits: [],
          pagesRead: 0,
          pageCount,
          isDone: false,
          isCapped: false,
          isRead: () => false,
        },
        current: null,
        pending: null,
        shownAt: 0,
        hasNew: false,
      };
      run.current = of;
      setShown({ ...NOTHING, isDone: false });
      const measureIn = measurer();
      of.scan = scanPages({
        pageCount,
        start: pageRef.current,
        read: cachedReader(cache, (number) => readPageText(pdf, number)),
        match: (number, { runs, toViewport }) =>
          // One family per page: a book's body text is most of its runs.
          findInPage(number, runs, wanted, toViewport, matching, measureIn(runs[0]?.fontFamily)),
        pause: nextTask,
        signal: of.controller.signal,
        onProgress: (state, found) => {
          of.state = state;
          // The first hit found (on the page being read or the next with one) is shown at once.
          const isFirst = of.current === null && found.length > 0;
          if (isFirst) of.current = found[0];
          const hasMoved = follow(of);
          of.hasNew ||= found.length > 0;
          const isDue = of.hasNew && performance.now() - of.shownAt >= SHOW_EVERY;
          if (isFirst || hasMoved || isDue || state.isDone) show(of);
        },
      });
      of.scan.done.catch(() => {
        // A page that cannot be read (the book closed, a range refused) ends the scan there.
        of.state = { ...of.state, isDone: true, isRead: () => true };
        follow(of);
        show(of);
      });
    },
    [pdf, cache, follow, show],
  );

  const search = useCallback((typed: string) => find(typed, options), [find, options]);

  const setOptions = useCallback(
    (next: MatchOptions) => {
      setOptionsState(next);
      if (query) find(query, next);
    },
    [find, query],
  );

  const step = useCallback(
    (direction: 1 | -1) => {
      const of = run.current;
      if (!of?.current) return;
      const count = of.pending?.direction === direction ? of.pending.count + 1 : 1;
      of.pending = { direction, count };
      if (follow(of)) show(of);
    },
    [follow, show],
  );

  const select = useCallback(
    (index: number) => {
      const of = run.current;
      if (!of) return;
      of.current = shown.hits[index] ?? of.current;
      of.pending = null;
      show(of);
    },
    [shown.hits, show],
  );

  const { hits, current, pagesRead, isDone, isCapped } = shown;
  return {
    hits,
    index: current ? hits.indexOf(current) : -1,
    isSearching: !isDone,
    isCapped,
    pagesRead,
    query,
    options,
    search,
    setOptions,
    step,
    select,
  };
}
