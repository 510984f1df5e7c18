import type { Page } from '@hondana/schemas/contracts';

/** Adds a page to the loaded items, skipping ids already shown (a list may shift while scrolling). */
export function appendPage<T extends { id: string }>(items: readonly T[], page: Page<T>): T[] {
  const seen = new Set(items.map((item) => item.id));
  return [...items, ...page.content.filter((item) => !seen.has(item.id))];
}

export function hasNextPage(page: Pick<Page<unknown>, 'pageNumber' | 'totalPages'>): boolean {
  return page.pageNumber < page.totalPages;
}

/**
 * Spec §4: an empty page above 1 asks for the previous page. Returns the page to request
 * instead, or null when this answer is fine as it is.
 */
export function retryPageFor(requested: number, page: Page<unknown>): number | null {
  if (page.content.length > 0 || requested <= 1) return null;
  return Math.max(1, Math.min(requested - 1, page.totalPages || 1));
}

export type PageLink = number | 'gap';

/**
 * The page numbers to offer (NUMBER_PAGING): the first, the last and `radius` either side of
 * the current page, with gaps where numbers are left out.
 */
export function pageLinks(current: number, total: number, radius = 2): PageLink[] {
  if (total <= 1) return [];
  const shown = new Set([1, total]);
  for (let n = current - radius; n <= current + radius; n++) if (n >= 1 && n <= total) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) =>
    index > 0 && n - sorted[index - 1] > 1 ? (['gap', n] as PageLink[]) : [n],
  );
}

/** A page number from the query string: a whole number from 1, else 1. */
export function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
