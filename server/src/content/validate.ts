import { validateResource } from '@hondana/schemas';
import { AppError } from '../errors';
import type { FieldErrors } from '../errors';
import type { Content, ContentInput } from './types';

export const emptyContentInput: ContentInput = {
  title: '',
  author: '',
  type: '',
  keywords: '',
  toc: '',
  description: '',
  param1: '',
  param2: '',
  param3: '',
  param4: '',
  param5: '',
  distributor: '',
  distributorName: '',
  print: 0,
  canView: true,
  canDownload: false,
  maxReaders: null,
  printPageLimit: null,
  downloadPageLimit: null,
  isPublished: true,
  seriesKey: null,
  publishedDate: null,
};

export function inputOf(content: Content): ContentInput {
  const input = { ...emptyContentInput };
  for (const key of Object.keys(input) as (keyof ContentInput)[]) {
    (input as Record<string, unknown>)[key] = content[key];
  }
  return input;
}

/** Text fields: trimmed, and null read as empty (the reader shows nothing for them). */
const textFields = [
  'title',
  'author',
  'type',
  'keywords',
  'toc',
  'description',
  'param1',
  'param2',
  'param3',
  'param4',
  'param5',
  'distributor',
  'distributorName',
] as const;

/**
 * Reads the writable fields of `body` over `base` (fields the body leaves out keep their
 * value), or throws 400 with one message per bad field and nothing stored. The values are
 * checked by the content resource schema (@hondana/schemas), the one the console's form is
 * generated and validated from; only transport tolerance lives here: trimming, null for
 * empty, the spec's MM/DD/YYYY dates, and no NUL characters (PostgreSQL cannot store them).
 */
export function parseContentInput(body: unknown, base: ContentInput = emptyContentInput) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw AppError.badRequest({ body: 'Send a JSON object.' });
  }
  const data = body as Record<string, unknown>;
  const errors: FieldErrors = {};
  const input: Record<string, unknown> = { ...base };
  for (const key of Object.keys(emptyContentInput)) {
    if (data[key] !== undefined) input[key] = data[key];
  }
  for (const key of textFields) {
    const value = input[key] === null ? '' : input[key];
    input[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (typeof input.seriesKey === 'string') input.seriesKey = input.seriesKey.trim() || null;
  if (data.publishedDate !== undefined) {
    const parsed = parseDate(data.publishedDate);
    if (parsed === undefined) errors.publishedDate = 'Use a date such as 2026-04-01.';
    input.publishedDate = parsed ?? null;
  }
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' && value.includes('\u0000'))
      errors[key] = 'Contains a NUL character.';
  }
  // The schema speaks in dates; the stored value is the instant that date starts.
  const shape = {
    ...input,
    publishedDate: (input.publishedDate as string | null)?.slice(0, 10) ?? null,
  };
  const checked = validateResource('content', shape);
  if (!checked.ok) {
    for (const [path, message] of Object.entries(checked.errors)) errors[path] ??= message;
  }
  if (Object.keys(errors).length) throw AppError.badRequest(errors, 'Some fields are not valid.');
  return input as unknown as ContentInput;
}

/** ISO dates and the spec's MM/DD/YYYY; null or '' clears; undefined means "not a date". */
export function parseDate(value: unknown): string | null | undefined {
  if (value === null || value === '') return null;
  if (typeof value !== 'string') return undefined;
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  const text = us ? `${us[3]}-${us[1]}-${us[2]}` : value.trim();
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) return undefined;
  const date = new Date(text.length === 10 ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) return undefined;
  // Reject 02/31 and friends, which Date silently rolls over.
  if (text.length === 10 && date.toISOString().slice(0, 10) !== text) return undefined;
  return date.toISOString();
}
