import type { Page } from '@hondana/schemas/contracts';
import { hasNextPage } from './paging';

/**
 * Which page SCROLL paging asks for next, and whether it may ask now.
 *
 * It lives outside React state on purpose: the sentinel's observer can fire after an answer has
 * arrived but before React re-renders with it, and a callback reading that older render's
 * "next page" asked for page 1 a second time (seen in CI). Every decision reads this cursor,
 * which each answer updates at once.
 */
export class ScrollCursor {
  private next = 1;
  private hasMore = true;
  private isBusy = false;
  private hasFailed = false;

  /** A new list (search, sort or group): start again at page 1. */
  reset(): void {
    this.next = 1;
    this.hasMore = true;
    this.isBusy = false;
    this.hasFailed = false;
  }

  /**
   * The page to request now, marked as in flight; null while one is in flight, after a failure
   * (until `retry`), or when there is no page left.
   */
  take(): number | null {
    if (this.isBusy || this.hasFailed || !this.hasMore) return null;
    this.isBusy = true;
    return this.next;
  }

  /** After a failure, the same page again. */
  retry(): number | null {
    this.hasFailed = false;
    return this.take();
  }

  settle(answer: Pick<Page<unknown>, 'pageNumber' | 'totalPages'>): void {
    this.isBusy = false;
    this.next = answer.pageNumber + 1;
    this.hasMore = hasNextPage(answer);
  }

  fail(): void {
    this.isBusy = false;
    this.hasFailed = true;
  }
}
