/**
 * One page of a v1 list (contracts.md §7), as the server's services build it and the reader
 * reads it: page numbers from 1. On the wire the keys are snake_case (`total_elements`).
 */
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  pageNumber: number;
  pageSize: number;
  /**
   * Searches with words only: true when the matches were counted up to the cap and there are
   * more (`totalElements` is the cap, and the pages stop there). Absent otherwise.
   */
  isTotalCapped?: boolean;
}

/** The largest `size` a v1 list accepts. */
export const MAX_PAGE_SIZE = 100;
