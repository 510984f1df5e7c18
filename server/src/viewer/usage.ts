import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { createCache } from '../cache/cache';
import { isUniqueViolation } from '../db/dialect';
import { AppError } from '../errors';

/**
 * The usage log's event codes (a smallint per row). LIMIT_EXCEEDED is a viewer refused because
 * the content's concurrent-reader seats were full (750): COUNTER's Limit_Exceeded (TR_B2).
 */
export const UsageEvent = {
  OPEN: 1,
  PAGE_VIEWS: 2,
  PRINT: 3,
  DOWNLOAD: 4,
  LIMIT_EXCEEDED: 5,
} as const;
export type UsageEventCode = (typeof UsageEvent)[keyof typeof UsageEvent];

export interface UsageEntry {
  companyId: string;
  contentId: string;
  userId: string;
  event: UsageEventCode;
  /** Pages viewed or printed; 1 for an open or a download. */
  quantity: number;
  at: Date;
}

/** One title's figures for one month (`YYYY-MM`). */
export interface UsageRow {
  contentId: string;
  month: string;
  opens: number;
  pageViews: number;
  prints: number;
  printedPages: number;
  downloads: number;
}

/**
 * The usage log (decisions.md): narrow rows of small integers. Ids are mapped to integers
 * once through `usage_refs` and remembered per instance (a mapping never changes), the most
 * recently used `MAX_KNOWN_REFS` of them.
 */
export function createUsageLog(db: Knex) {
  const known = createCache<string, number>({ max: MAX_KNOWN_REFS });

  async function refOf(id: string): Promise<number> {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    let row = await db('usage_refs').where({ ref: id }).first('id');
    if (!row) {
      // Another instance may insert the same id at the same moment: read it back then.
      await db('usage_refs')
        .insert({ ref: id })
        .catch((error: unknown) => {
          if (!isUniqueViolation(error)) throw error;
        });
      row = await db('usage_refs').where({ ref: id }).first('id');
    }
    known.set(id, Number(row.id));
    return Number(row.id);
  }

  return {
    async record(entry: UsageEntry): Promise<void> {
      await db('usage_events').insert({
        company_ref: await refOf(entry.companyId),
        content_ref: await refOf(entry.contentId),
        user_ref: await refOf(entry.userId),
        event: entry.event,
        quantity: entry.quantity,
        month: monthOf(entry.at),
        at: entry.at.toISOString(),
      });
    },

    /** Pages `userId` printed of a content in the UTC month of `at` (the print cap's count). */
    async printedPages(entry: Omit<UsageEntry, 'event' | 'quantity'>): Promise<number> {
      const refs = await db('usage_refs')
        .whereIn('ref', [entry.companyId, entry.contentId, entry.userId])
        .select('id', 'ref');
      const refOfId = (id: string) => refs.find((row: { ref: string }) => row.ref === id)?.id;
      const [company, content, user] = [entry.companyId, entry.contentId, entry.userId].map(
        refOfId,
      );
      if (company === undefined || content === undefined || user === undefined) return 0;
      const row = await db('usage_events')
        .where({
          company_ref: company,
          month: monthOf(entry.at),
          content_ref: content,
          user_ref: user,
          event: UsageEvent.PRINT,
        })
        .sum({ pages: 'quantity' })
        .first();
      return Number(row?.pages ?? 0);
    },

    /**
     * Opens, page views, prints and downloads per title and month, months `from`..`to`: latest
     * month first, most opened first, then by content. `page` reads one slice in SQL (the
     * console's report), so a request never holds a year of every title in memory.
     */
    async report(
      companyId: string,
      from: string,
      to: string,
      page?: { offset: number; limit: number },
    ): Promise<UsageRow[]> {
      const company = await companyRef(companyId);
      if (company === null) return [];
      // Event codes are this module's constants, never input: safe to inline.
      const sum = (event: number, column: string, alias: string) =>
        db.raw(`sum(case when e.event = ${event} then ${column} else 0 end) as ${alias}`);
      const query = groupedEvents(company, from, to)
        .orderBy([
          { column: 'e.month', order: 'desc' },
          { column: 'opens', order: 'desc' },
          { column: 'c.ref' },
        ])
        .select('c.ref as content_id', 'e.month')
        .select(
          sum(UsageEvent.OPEN, '1', 'opens'),
          sum(UsageEvent.PAGE_VIEWS, 'e.quantity', 'page_views'),
          sum(UsageEvent.PRINT, '1', 'prints'),
          sum(UsageEvent.PRINT, 'e.quantity', 'printed_pages'),
          sum(UsageEvent.DOWNLOAD, '1', 'downloads'),
        );
      const rows = page ? await query.offset(page.offset).limit(page.limit) : await query;
      return rows.map((row: Record<string, unknown>) => ({
        contentId: String(row.content_id),
        month: `${String(row.month).slice(0, 4)}-${String(row.month).slice(4)}`,
        opens: Number(row.opens),
        pageViews: Number(row.page_views),
        prints: Number(row.prints),
        printedPages: Number(row.printed_pages),
        downloads: Number(row.downloads),
      }));
    },

    /** How many rows `report` has for these months (titles × months with any use). */
    async reportTotal(companyId: string, from: string, to: string): Promise<number> {
      const company = await companyRef(companyId);
      if (company === null) return 0;
      const groups = groupedEvents(company, from, to).select('c.ref', 'e.month');
      const row = await db.count({ n: '*' }).from(groups.as('g')).first();
      return Number(row?.n ?? 0);
    },
  };

  /** The company's number in the usage log; null when it has logged nothing yet. */
  async function companyRef(companyId: string): Promise<number | null> {
    const row = await db('usage_refs').where({ ref: companyId }).first('id');
    return row ? Number(row.id) : null;
  }

  /** The company's events of those months, grouped per title and month (a query, not run). */
  function groupedEvents(company: number, from: string, to: string) {
    return (
      db('usage_events as e')
        .join('usage_refs as c', 'c.id', 'e.content_ref')
        .where('e.company_ref', company)
        .whereBetween('e.month', [monthNumber(from), monthNumber(to)])
        // Refusals are COUNTER's (counter/), not use: a refused-only title is no row here.
        .whereNot('e.event', UsageEvent.LIMIT_EXCEEDED)
        .groupBy('c.ref', 'e.month')
    );
  }
}

export type UsageLog = ReturnType<typeof createUsageLog>;

/**
 * Runs `issue` (a viewer token's issue); when it is refused for full seats, the refusal is
 * logged as LIMIT_EXCEEDED before it goes out unchanged, so TR_B2 counts every turned-away reader.
 */
export async function loggingSeatRefusals<T>(
  usage: UsageLog,
  entry: Omit<UsageEntry, 'event' | 'quantity'>,
  issue: () => Promise<T>,
): Promise<T> {
  try {
    return await issue();
  } catch (error) {
    if (error instanceof AppError && error.status === Status.sessionMaximum) {
      await usage.record({ ...entry, event: UsageEvent.LIMIT_EXCEEDED, quantity: 1 });
    }
    throw error;
  }
}

/** Ids (tenants, titles, readers) whose usage number one process remembers. */
export const MAX_KNOWN_REFS = 50_000;

/** 2026-11-23T… → 202611 (UTC months: a licensor's report is not per time zone). */
function monthOf(at: Date): number {
  return at.getUTCFullYear() * 100 + at.getUTCMonth() + 1;
}

/** `YYYY-MM` → YYYYMM. */
function monthNumber(month: string): number {
  return Number(month.replace('-', ''));
}
