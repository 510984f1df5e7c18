import { AppError } from '../errors';
import type { FieldErrors } from '../errors';
import type { Content, ContentInput } from './types';
import { contentTypes } from './types';

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
  isPublished: true,
  seriesKey: null,
  publishedDate: null,
};

const textLimits: Partial<Record<keyof ContentInput, number>> = {
  title: 255,
  author: 255,
  keywords: 10_000,
  toc: 100_000,
  description: 100_000,
  param1: 1000,
  param2: 1000,
  param3: 1000,
  param4: 1000,
  param5: 1000,
  distributor: 255,
  distributorName: 255,
};

export function inputOf(content: Content): ContentInput {
  const input = { ...emptyContentInput };
  for (const key of Object.keys(input) as (keyof ContentInput)[]) {
    (input as Record<string, unknown>)[key] = content[key];
  }
  return input;
}

/**
 * Reads the writable fields of `body` over `base` (fields the body leaves out keep their
 * value), or throws 400 with one message per bad field and nothing stored.
 */
export function parseContentInput(body: unknown, base: ContentInput = emptyContentInput) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw AppError.badRequest({ body: 'Send a JSON object.' });
  }
  const data = body as Record<string, unknown>;
  const errors: FieldErrors = {};
  const input: ContentInput = { ...base };
  const has = (key: string) => data[key] !== undefined;

  for (const [key, max] of Object.entries(textLimits) as [keyof ContentInput, number][]) {
    if (!has(key)) continue;
    const value = data[key] === null ? '' : data[key];
    if (typeof value !== 'string') errors[key] = 'Must be text.';
    else if (value.length > max) errors[key] = `At most ${max} characters.`;
    else if (value.includes('\u0000')) errors[key] = 'Contains a NUL character.';
    else (input as unknown as Record<string, string>)[key] = value.trim();
  }
  if (!input.title) errors.title ??= 'Required.';

  if (has('type')) {
    const type = data.type === null ? '' : data.type;
    if (contentTypes.includes(type as never)) input.type = type as ContentInput['type'];
    else errors.type = 'Use new, popular, recommend or empty.';
  }
  if (has('print')) {
    if ([0, 1, 2].includes(data.print as number)) input.print = data.print as number;
    else errors.print = 'Use 0 (not allowed), 1 (all pages) or 2 (current page).';
  }
  for (const key of ['canView', 'canDownload', 'isPublished'] as const) {
    if (!has(key)) continue;
    if (typeof data[key] === 'boolean') input[key] = data[key];
    else errors[key] = 'Must be true or false.';
  }
  if (has('seriesKey')) {
    const value = data.seriesKey;
    if (value === null || value === '') input.seriesKey = null;
    else if (typeof value === 'string' && value.length <= 255 && !value.includes('\u0000')) {
      input.seriesKey = value.trim() || null;
    } else errors.seriesKey = 'Text of at most 255 characters.';
  }
  if (has('publishedDate')) {
    const parsed = parseDate(data.publishedDate);
    if (parsed === undefined) errors.publishedDate = 'Use a date such as 2026-04-01.';
    else input.publishedDate = parsed;
  }
  if (Object.keys(errors).length) throw AppError.badRequest(errors, 'Some fields are not valid.');
  return input;
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
