import { AppError } from '../errors';

/** The v1 page answer (contracts.md §7). */
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  pageNumber: number;
  pageSize: number;
}

export const MAX_PAGE_SIZE = 100;

/** `page` from 1; `size` from the request, else the search setting's page size. */
export function parsePaging(input: { page?: unknown; size?: unknown }, defaultSize: number) {
  const page = positiveInteger(input.page, 1, 'page');
  const size = positiveInteger(input.size, defaultSize, 'size');
  if (size > MAX_PAGE_SIZE) throw AppError.badRequest({ size: `At most ${MAX_PAGE_SIZE}.` });
  return { page, size };
}

/** An empty page above 1 answers the last page that has contents (contracts.md §7). */
export function clampPage(page: number, size: number, total: number): number {
  return Math.max(1, Math.min(page, Math.ceil(total / size)));
}

function positiveInteger(value: unknown, fallback: number, name: string): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw AppError.badRequest({ [name]: 'A whole number from 1.' });
  }
  return number;
}
