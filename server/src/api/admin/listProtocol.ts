import type { Request, Response } from 'express';
import { AppError } from '../../errors';

/**
 * ra-data-simple-rest list parameters: `sort=["field","ASC"]`, `range=[0,24]`,
 * `filter={"q":"…"}` or `filter={"id":[…]}`. Malformed values are a 400, not a crash.
 */
export function parseListQuery(req: Request, maxPage = 1000) {
  const sort = parseParam(req.query.sort, 'sort');
  const range = parseParam(req.query.range, 'range');
  const filter = parseParam(req.query.filter, 'filter');
  return {
    sort: isSort(sort) ? (sort as [string, 'ASC' | 'DESC']) : undefined,
    range: toRange(range, maxPage),
    filter: isObject(filter) ? (filter as { q?: string; id?: string[] }) : undefined,
  };
}

/** Sends a list page with `Content-Range: resource start-end/total`. */
export function sendList(
  res: Response,
  resource: string,
  items: unknown[],
  total: number,
  start: number,
) {
  const end = items.length ? start + items.length - 1 : start;
  res.set('Content-Range', `${resource} ${start}-${end}/${total}`);
  res.json(items);
}

function parseParam(value: unknown, name: string): unknown {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw AppError.badRequest({ [name]: 'Send JSON text.' });
  try {
    return JSON.parse(value);
  } catch {
    throw AppError.badRequest({ [name]: 'Send JSON text.' });
  }
}

function isSort(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    typeof value[0] === 'string' &&
    (value[1] === 'ASC' || value[1] === 'DESC')
  );
}

/** Far beyond any real list; keeps the OFFSET within what every database accepts. */
const MAX_OFFSET = 1_000_000_000;

function toRange(value: unknown, maxPage: number): [number, number] | undefined {
  if (value === undefined) return undefined;
  const [start, end] = Array.isArray(value) ? value : [];
  const isValid =
    Number.isSafeInteger(start) && Number.isSafeInteger(end) && start >= 0 && end >= start;
  if (!isValid || start > MAX_OFFSET) {
    throw AppError.badRequest({ range: 'Use [start, end] with 0 <= start <= end.' });
  }
  return [start, Math.min(end, start + maxPage - 1)];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
