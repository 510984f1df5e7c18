import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { usefulLabels } from './pageLabels';

/** One entry of the book's outline, its destination already resolved to a physical page. */
export interface OutlineEntry {
  title: string;
  /** Null when the destination names no page of this book (a broken or remote one). */
  page: number | null;
  children: OutlineEntry[];
}

export interface BookNavigation {
  outline: OutlineEntry[];
  /** The book's page labels, null when it has none worth showing (pageLabels.ts). */
  labels: string[] | null;
}

/** Outlines deeper or longer than this are cut: a hostile PDF must not hang the tab. */
const MAX_ENTRIES = 2000;
const MAX_DEPTH = 8;

/**
 * The physical page (1-based) a PDF destination points at: a named destination is looked up
 * first (getDestination), then its page reference or index resolved (getPageIndex).
 */
export async function pageOfDestination(
  pdf: PDFDocumentProxy,
  destination: unknown,
): Promise<number | null> {
  try {
    const explicit =
      typeof destination === 'string' ? await pdf.getDestination(destination) : destination;
    if (!Array.isArray(explicit) || explicit.length === 0) return null;
    const [target] = explicit as unknown[];
    if (Number.isInteger(target)) return inBook(pdf, (target as number) + 1);
    if (target && typeof target === 'object' && 'num' in target && 'gen' in target) {
      const index = await pdf.getPageIndex(target as { num: number; gen: number });
      return inBook(pdf, index + 1);
    }
    return null;
  } catch {
    return null;
  }
}

function inBook(pdf: PDFDocumentProxy, page: number): number | null {
  return page >= 1 && page <= pdf.numPages ? page : null;
}

type RawOutline = Awaited<ReturnType<PDFDocumentProxy['getOutline']>>;

async function resolveOutline(
  pdf: PDFDocumentProxy,
  items: RawOutline | undefined,
  depth: number,
  budget: { left: number },
): Promise<OutlineEntry[]> {
  if (!items || depth > MAX_DEPTH) return [];
  const entries: OutlineEntry[] = [];
  for (const item of items) {
    if (budget.left <= 0) break;
    budget.left -= 1;
    entries.push({
      title: item.title.trim() || '…',
      page: await pageOfDestination(pdf, item.dest),
      children: await resolveOutline(pdf, item.items, depth + 1, budget),
    });
  }
  return entries;
}

/** Reads the outline and page labels once the book is open; both empty until then. */
export function useBookNavigation(pdf: PDFDocumentProxy | null): BookNavigation {
  const [navigation, setNavigation] = useState<BookNavigation>({ outline: [], labels: null });
  useEffect(() => {
    if (!pdf) return;
    let isLive = true;
    Promise.all([
      pdf
        .getOutline()
        .then((items) => resolveOutline(pdf, items, 0, { left: MAX_ENTRIES }))
        .catch(() => []),
      pdf.getPageLabels().catch(() => null),
    ]).then(([outline, labels]) => {
      if (isLive) setNavigation({ outline, labels: usefulLabels(labels) });
    });
    return () => {
      isLive = false;
    };
  }, [pdf]);
  return navigation;
}
