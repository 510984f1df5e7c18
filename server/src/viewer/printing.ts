import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import type { TokenCall } from './calls';
import { AppError } from '../errors';
import { MAX_PAGE_VIEW_BATCH } from './limits';
import { printPagesLeft } from './pageLimits';
import { readableContent, usableViewToken } from './readable';
import type { UsageLog } from './usage';
import { UsageEvent } from './usage';

export interface PrintingDeps {
  db: Knex;
  clock: Clock;
  usage: UsageLog;
}

/** The content's print rule (spec 000 §6): 0 not allowed, 1 all pages, 2 current page. */
export const PrintRule = { NONE: 0, ALL: 1, CURRENT_PAGE: 2 } as const;

const MAX_PAGE = 100_000;

/** Print authorisation and page-view batches, both against a live viewer token. */
export function createPrinting({ db, clock, usage }: PrintingDeps) {
  return {
    /**
     * The viewer asks before it prints `pages` pages: refused (614) when the content allows no
     * printing, or more than one page when it allows the current page only. Logged.
     */
    async authorise({ scope, tokenId, input: body }: TokenCall & { input: { pages?: unknown } }) {
      const { token, usageId } = await usableViewToken({ db, clock }, scope, tokenId);
      const pages = pageNumber(body.pages, 'pages');
      const content = await readableContent(db, token.companyId, token.contentId);
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
        throw new AppError(Status.noPermissionForAction, undefined, undefined, {
          pages: `${left} of ${content.printPageLimit} pages left to print this month.`,
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

    /** Pages the viewer showed since its last batch (one usage row per batch). */
    async pageViews({ scope, tokenId, input: body }: TokenCall & { input: { pages?: unknown } }) {
      const { token, usageId } = await usableViewToken({ db, clock }, scope, tokenId);
      const pages = body.pages;
      if (!Array.isArray(pages) || pages.length === 0 || pages.length > MAX_PAGE_VIEW_BATCH) {
        throw AppError.badRequest({ pages: `A list of 1 to ${MAX_PAGE_VIEW_BATCH} pages.` });
      }
      pages.forEach((page) => pageNumber(page, 'pages'));
      await usage.record({
        companyId: token.companyId,
        contentId: token.contentId,
        userId: usageId,
        event: UsageEvent.PAGE_VIEWS,
        quantity: pages.length,
        at: clock.now(),
      });
      return { recorded: pages.length };
    },
  };
}

export type Printing = ReturnType<typeof createPrinting>;

export function pageNumber(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_PAGE) {
    throw AppError.badRequest({ [field]: `A page number from 1 to ${MAX_PAGE}.` });
  }
  return value;
}
