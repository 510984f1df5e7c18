import type { Content } from '../content/types';
import { AppError } from '../errors';
import type { UsageLog } from './usage';

/**
 * Pages this holder may still print of `content` this month under its print cap; null when
 * the content has no cap (its print rule alone decides).
 */
export async function printPagesLeft(
  usage: UsageLog,
  {
    companyId,
    content,
    usageId,
    now,
  }: { companyId: string; content: Content; usageId: string; now: Date },
): Promise<number | null> {
  if (content.printPageLimit === null) return null;
  const printed = await usage.printedPages({
    companyId,
    contentId: content.id,
    userId: usageId,
    at: now,
  });
  return Math.max(0, content.printPageLimit - printed);
}

/** The pages a download carries: a range within the content's cap (400 field errors). */
export interface PageRange {
  from: number;
  to: number;
}

const MAX_PAGE = 100_000;

/**
 * The pages asked for a download (`page_from`, `page_to`): null for the whole book when the
 * content has no download cap and none were asked; the first pages up to the cap when it has
 * one and none were asked (the detail page's DOWNLOAD); otherwise a range of at most the cap.
 */
export function downloadRange(
  pageFrom: unknown,
  pageTo: unknown,
  limit: number | null,
): PageRange | null {
  const isAsked = (value: unknown) => value !== undefined && value !== null && value !== '';
  if (!isAsked(pageFrom) && !isAsked(pageTo)) {
    return limit === null ? null : { from: 1, to: limit };
  }
  const from = pageOf(pageFrom);
  const to = pageOf(pageTo);
  if (from === null || to === null || to < from) {
    throw AppError.badRequest({
      pages: `Page numbers from 1 to ${MAX_PAGE}, the first not after the last.`,
    });
  }
  if (limit !== null && to - from + 1 > limit) {
    throw AppError.badRequest({ pages: `At most ${limit} pages per download.` });
  }
  return { from, to };
}

function pageOf(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= MAX_PAGE
    ? number
    : null;
}
