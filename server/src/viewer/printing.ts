import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import type { TokenCall } from './calls';
import { AppError } from '../errors';
import { MAX_PAGE_VIEW_BATCH } from './limits';
import { pageCountOf, pageViewsAllowed } from './pageCount';
import { printPagesLeft } from './pageLimits';
import { usableViewToken } from './tokenChecks';
import type { Revocation } from './revocation';
import type { UsageLog } from './usage';
import { UsageEvent } from './usage';

export interface PrintingDeps {
  db: Knex;
  clock: Clock;
  usage: UsageLog;
  revocation: Revocation;
}

/** The content's print rule (spec 000 §6): 0 not allowed, 1 all pages, 2 current page. */
export const PrintRule = { NONE: 0, ALL: 1, CURRENT_PAGE: 2 } as const;

const MAX_PAGE = 100_000;

/**
 * A viewer's last batch arrives after its close: on leaving the viewer, React runs the token's
 * clean-up (the close) before the page log's (the flush), so a short read's only batch was
 * refused and the report said "Pages viewed 0". Batches of a token closed this recently count.
 */
export const LAST_BATCH_AFTER_CLOSE_MS = 60_000;

/**
 * Print authorisation and page-view batches, both against a live viewer token whose holder
 * still holds it. The usage log gets what the server allowed, not what the viewer claimed:
 * printed pages as authorised, page views within the book and the token's time open.
 */
export function createPrinting({ db, clock, usage, revocation }: PrintingDeps) {
  return {
    /**
     * The viewer asks before it prints `pages` pages: refused (614) when the content allows no
     * printing, more than one page when it allows the current page only, or more than the
     * month's print cap leaves; 400 for more pages than the book has. The authorised pages
     * are logged and answered.
     */
    async authorise({ scope, tokenId, input: body }: TokenCall & { input: { pages?: unknown } }) {
      const { token, usageId } = await usableViewToken({ db, clock }, scope, tokenId);
      const content = await revocation.contentOf(token);
      const pages = pageNumber(body.pages, 'pages');
      const pageCount = await pageCountOf(db, token.companyId, content.id);
      if (pageCount !== null && pages > pageCount) {
        throw AppError.badRequest({ pages: `The book has ${pageCount} pages.` });
      }
      const isAllowed =
        content.print === PrintRule.ALL ||
        (content.print === PrintRule.CURRENT_PAGE && pages === 1);
      if (!isAllowed) throw new AppError(Status.noPermissionForAction);
      const left = await printPagesLeft(usage, {
        companyId: token.companyId,
        content,
        usageId,
        now: clock.now(),
      });
      if (left !== null && pages > left) {
        throw new AppError(Status.noPermissionForAction, {
          fieldErrors: {
            pages: `${left} of ${content.printPageLimit} pages left to print this month.`,
          },
        });
      }
      await usage.record({
        companyId: token.companyId,
        contentId: content.id,
        userId: usageId,
        event: UsageEvent.PRINT,
        quantity: pages,
        at: clock.now(),
      });
      return { print: content.print, pages };
    },

    /**
     * Pages the viewer showed since its last batch (one usage row per batch): page numbers
     * within the book (400 otherwise), counted up to what the token's time open allows
     * (pageCount.ts); `recorded` says how many were.
     */
    async pageViews({ scope, tokenId, input: body }: TokenCall & { input: { pages?: unknown } }) {
      const { token, usageId } = await usableViewToken({ db, clock }, scope, tokenId, {
        closedWithinMs: LAST_BATCH_AFTER_CLOSE_MS,
      });
      const content = await revocation.contentOf(token);
      const pages = body.pages;
      if (!Array.isArray(pages) || pages.length === 0 || pages.length > MAX_PAGE_VIEW_BATCH) {
        throw AppError.badRequest({ pages: `A list of 1 to ${MAX_PAGE_VIEW_BATCH} pages.` });
      }
      const pageCount = (await pageCountOf(db, token.companyId, content.id)) ?? MAX_PAGE;
      pages.forEach((page) => pageNumber(page, 'pages', pageCount));
      const recorded = await countViews(token.tokenHash, pages.length);
      if (recorded > 0) {
        await usage.record({
          companyId: token.companyId,
          contentId: token.contentId,
          userId: usageId,
          event: UsageEvent.PAGE_VIEWS,
          quantity: recorded,
          at: clock.now(),
        });
      }
      return { recorded };
    },
  };

  /**
   * Adds up to `asked` views to the token's count, as far as its time open allows: one
   * conditional statement, so concurrent batches cannot both take the same allowance.
   */
  async function countViews(tokenHash: string, asked: number): Promise<number> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const row = await db('viewer_tokens')
        .where({ token_hash: tokenHash })
        .first('page_views', 'created_at');
      if (!row) return 0;
      const counted = Number(row.page_views);
      const allowed = pageViewsAllowed(new Date(row.created_at), clock.now());
      const taken = Math.min(asked, Math.max(0, allowed - counted));
      if (taken === 0) return 0;
      const isCounted = await db('viewer_tokens')
        .where({ token_hash: tokenHash, page_views: counted })
        .update({ page_views: counted + taken });
      if (isCounted) return taken;
    }
    return 0;
  }
}

export type Printing = ReturnType<typeof createPrinting>;

export function pageNumber(value: unknown, field: string, last = MAX_PAGE): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > last) {
    throw AppError.badRequest({ [field]: `A page number from 1 to ${last}.` });
  }
  return value;
}
