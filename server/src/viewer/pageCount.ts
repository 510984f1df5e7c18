import type { Knex } from 'knex';

/**
 * Page views one token may report: a first screenful, then a few pages a second of the time it
 * has been open. Scrolling through a book shows a few pages a second at most; a client that
 * claims more is counted up to this (decisions.md, "What the usage log counts").
 */
export const FIRST_PAGE_VIEWS = 20;
export const PAGE_VIEWS_PER_SECOND = 4;

export function pageViewsAllowed(openedAt: Date, now: Date): number {
  const seconds = Math.max(0, Math.floor((now.getTime() - openedAt.getTime()) / 1000));
  return FIRST_PAGE_VIEWS + seconds * PAGE_VIEWS_PER_SECOND;
}

/** The book's page count as read from its file at upload; null when not (yet) known. */
export async function pageCountOf(
  db: Knex,
  companyId: string,
  contentId: string,
): Promise<number | null> {
  const row = await db('contents')
    .where({ company_id: companyId, id: contentId })
    .first('page_count');
  const count = row?.page_count;
  return count === null || count === undefined ? null : Number(count);
}
