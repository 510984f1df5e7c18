import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '@hondana/schemas/contracts';
import { appendPage, hasNextPage } from './paging';
import { ScrollCursor } from './scrollCursor';
import type { ContentItem } from './types';

interface State {
  key: string | null;
  items: ContentItem[];
  last: Page<ContentItem> | null;
  isLoading: boolean;
  error: unknown;
}

const START: State = { key: null, items: [], last: null, isLoading: false, error: null };

/**
 * SCROLL paging: pages are appended as the reader scrolls. A new `key` (another search, sort or
 * group) clears what was loaded (spec §4); null waits (the session is still restoring).
 */
export function useScrollPages(
  key: string | null,
  fetchPage: (page: number) => Promise<Page<ContentItem>>,
) {
  const [state, setState] = useState<State>(START);
  const latestFetch = useRef(fetchPage);
  latestFetch.current = fetchPage;
  // Each reset starts a new generation; answers of an older one are dropped.
  const generation = useRef(0);
  const cursor = useRef(new ScrollCursor());

  const load = useCallback((page: number | null) => {
    if (page === null) return;
    const current = generation.current;
    setState((s) => ({ ...s, isLoading: true, error: null }));
    latestFetch.current(page).then(
      (answer) => {
        if (current !== generation.current) return;
        cursor.current.settle(answer);
        setState((s) => ({
          ...s,
          items: appendPage(s.items, answer),
          last: answer,
          isLoading: false,
        }));
      },
      (error: unknown) => {
        if (current !== generation.current) return;
        cursor.current.fail();
        setState((s) => ({ ...s, isLoading: false, error }));
      },
    );
  }, []);

  useEffect(() => {
    if (key === null) return;
    generation.current += 1;
    cursor.current.reset();
    setState({ ...START, key });
    load(cursor.current.take());
  }, [key, load]);

  const hasMore = state.last ? hasNextPage(state.last) : state.key !== null;
  const loadNext = useCallback(() => load(cursor.current.take()), [load]);
  const retry = useCallback(() => load(cursor.current.retry()), [load]);

  return {
    items: state.items,
    total: state.last?.totalElements ?? null,
    isTotalCapped: state.last?.isTotalCapped === true,
    hasMore,
    isLoading: state.isLoading || (key !== null && state.key !== key),
    error: state.error,
    loadNext,
    retry,
  };
}
