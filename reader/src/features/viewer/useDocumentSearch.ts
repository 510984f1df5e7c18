import { useCallback, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { findInPage } from './documentSearch';
import type { Measure, SearchHit, TextRun } from './documentSearch';
import type { MatchOptions } from './textMatcher';

export interface DocumentSearch {
  hits: SearchHit[];
  /** The hit being shown, -1 when there is none. */
  index: number;
  isSearching: boolean;
  /** The query the hits answer (empty before any search). */
  query: string;
  options: MatchOptions;
  search(query: string): void;
  /** Changes match case / whole word; a search already made is made again with them. */
  setOptions(options: MatchOptions): void;
  step(direction: 1 | -1): void;
  /** Shows hit `index` (the hit list). */
  select(index: number): void;
}

interface PageText {
  runs: Array<TextRun & { fontFamily?: string }>;
  toViewport: (r: number[]) => number[];
}

/**
 * A measure of text in the generic family pdf.js names for a run (sans-serif, serif,
 * monospace): near enough to the book's font to share a run's width among its characters.
 */
function measurer(): (family: string | undefined) => Measure | undefined {
  const context = document.createElement('canvas').getContext('2d');
  return (family) => {
    if (!context) return undefined;
    return (text) => {
      context.font = `100px ${family || 'sans-serif'}`;
      return context.measureText(text).width;
    };
  };
}

/**
 * Searches the book's text (pdf.js text content), page by page. Only on request: extracting
 * the text of every page fetches the whole file, which the range loading otherwise avoids.
 * Each page's runs are kept, so searching again costs no fetch.
 */
export function useDocumentSearch(pdf: PDFDocumentProxy | null): DocumentSearch {
  const texts = useRef(new Map<number, PageText>());
  const run = useRef(0);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [index, setIndex] = useState(-1);
  const [query, setQuery] = useState('');
  const [options, setOptionsState] = useState<MatchOptions>({});
  const [isSearching, setIsSearching] = useState(false);

  useEffect(() => {
    texts.current.clear();
    setHits([]);
    setIndex(-1);
  }, [pdf]);

  const find = useCallback(
    (wanted: string, matching: MatchOptions) => {
      const ticket = (run.current += 1);
      setQuery(wanted.trim());
      setHits([]);
      setIndex(-1);
      if (!pdf || !wanted.trim()) return;
      setIsSearching(true);
      const measureIn = measurer();
      void (async () => {
        const found: SearchHit[] = [];
        for (let page = 1; page <= pdf.numPages; page += 1) {
          let text = texts.current.get(page);
          if (!text) {
            const proxy = await pdf.getPage(page);
            const content = await proxy.getTextContent();
            const viewport = proxy.getViewport({ scale: 1 });
            const runs = content.items
              .filter((item): item is TextItem => 'str' in item)
              .map((item) => ({ ...item, fontFamily: content.styles[item.fontName]?.fontFamily }));
            text = { runs, toViewport: (r) => viewport.convertToViewportRectangle(r) };
            texts.current.set(page, text);
          }
          if (ticket !== run.current) return;
          const { runs, toViewport } = text;
          // One family per page: a book's body text is most of its runs.
          const measure = measureIn(runs[0]?.fontFamily);
          found.push(
            ...findInPage(page, runs, wanted, (rect) => toViewport(rect), matching, measure),
          );
          // The first hit shows as soon as it is found; the count grows as pages are read.
          if (found.length > 0 && page % 20 === 0) setHits([...found]);
          setIndex((shown) => (shown < 0 && found.length > 0 ? 0 : shown));
        }
        setHits(found);
        setIsSearching(false);
      })().catch(() => {
        if (ticket === run.current) setIsSearching(false);
      });
    },
    [pdf],
  );

  const search = useCallback((wanted: string) => find(wanted, options), [find, options]);

  const setOptions = useCallback(
    (next: MatchOptions) => {
      setOptionsState(next);
      if (query) find(query, next);
    },
    [find, query],
  );

  const step = useCallback(
    (direction: 1 | -1) =>
      setIndex((shown) =>
        hits.length === 0 ? -1 : (shown + direction + hits.length) % hits.length,
      ),
    [hits.length],
  );

  const select = useCallback((chosen: number) => setIndex(chosen), []);

  return { hits, index, isSearching, query, options, search, setOptions, step, select };
}
