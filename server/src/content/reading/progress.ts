import type { Knex } from 'knex';
import { placeholders, quickRows } from '../../db/quickReads';

/** Where the reader left a book: the saved page and the book's page count (null: unknown). */
export interface ReadingProgress {
  page: number;
  pageCount: number | null;
}

/**
 * The reader's own progress on a page of their recently-read list: one read of their saved
 * positions for the page's ids (a page is at most the paging's largest size, so the field
 * stays bounded). Only the recently-read group carries it: that part of the list answers is
 * already the reader's own and made again whenever their history moves (a saved position
 * moves it), while the shared groups' cached parts stay free of per-reader data
 * (decisions.md, issue 32 item 6). `null` when the book was opened but no page was saved.
 */
export async function withReadingProgress<T extends { id: string }>(
  db: Knex,
  companyId: string,
  userId: string,
  rows: Record<string, unknown>[],
  items: T[],
): Promise<(T & { readingProgress: ReadingProgress | null })[]> {
  if (items.length === 0) return [];
  // The home page's "Recently read" group asks on every visit after a reading moved: a quick
  // read (db/quickReads.ts), not knex's builder.
  const ids = items.map((item) => item.id);
  const saved = await quickRows<{ content_id: string; page: number | string }>(
    db,
    `select content_id, page from reading_positions
     where company_id = ? and user_id = ? and content_id in (${placeholders(ids.length)})`,
    [companyId, userId, ...ids],
  );
  const pageOf = new Map(saved.map((row) => [String(row.content_id), Number(row.page)]));
  const countOf = new Map(rows.map((row) => [String(row.id), row.page_count]));
  return items.map((item) => {
    const page = pageOf.get(item.id);
    if (page === undefined) return { ...item, readingProgress: null };
    const count = countOf.get(item.id);
    const pageCount = count === null || count === undefined ? null : Number(count);
    // A book replaced by a shorter file: the viewer opens at its last page, and so says the card.
    const shown = pageCount === null ? page : Math.min(page, pageCount);
    return { ...item, readingProgress: { page: shown, pageCount } };
  });
}
