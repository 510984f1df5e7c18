import { useCallback, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { findInPage, foldQuery } from './documentSearch';
import type { SearchHit, TextRun } from './documentSearch';

export interface DocumentSearch {
  hits: SearchHit[];
  /** The hit being shown, -1 when there is none. */
  index: number;
  isSearching: boolean;
  /** The query the hits answer (empty before any search). */
  query: string;
  search(query: string): void;
  step(direction: 1 | -1): void;
}

/**
 * Searches the book's text (pdf.js text content), page by page. Only on request: extracting
 * the text of every page fetches the whole file, which the range loading otherwise avoids.
 * Each page's runs are kept, so searching again costs no fetch.
 */
export function useDocumentSearch(pdf: PDFDocumentProxy | null): DocumentSearch {
  const texts = useRef(
    new Map<number, { runs: TextRun[]; toViewport: (r: number[]) => number[] }>(),
  );
  const run = useRef(0);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [index, setIndex] = useState(-1);
  const [query, setQuery] = useState('');
  const [isSearching, setIsSearching] = useState(false);

  useEffect(() => {
    texts.current.clear();
    setHits([]);
    setIndex(-1);
  }, [pdf]);

  const search = useCallback(
    (wanted: string) => {
      const folded = foldQuery(wanted);
      const ticket = (run.current += 1);
      setQuery(wanted.trim());
      setHits([]);
      setIndex(-1);
      if (!pdf || !folded) return;
      setIsSearching(true);
      void (async () => {
        const found: SearchHit[] = [];
        for (let page = 1; page <= pdf.numPages; page += 1) {
          let text = texts.current.get(page);
          if (!text) {
            const proxy = await pdf.getPage(page);
            const content = await proxy.getTextContent();
            const viewport = proxy.getViewport({ scale: 1 });
            const runs = content.items.filter(
              (item): item is TextRun & typeof item => 'str' in item,
            );
            text = { runs, toViewport: (r) => viewport.convertToViewportRectangle(r) };
            texts.current.set(page, text);
          }
          if (ticket !== run.current) return;
          found.push(...findInPage(page, text.runs, folded, (rect) => text.toViewport(rect)));
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

  const step = useCallback(
    (direction: 1 | -1) =>
      setIndex((shown) =>
        hits.length === 0 ? -1 : (shown + direction + hits.length) % hits.length,
      ),
    [hits.length],
  );

  return { hits, index, isSearching, query, search, step };
}
