import { AppError } from '../errors';
import type { FieldErrors } from '../errors';
import type { ContentGroup, ContentGroupInput } from './types';
import { groupLayouts } from './types';

export const defaultGroupInput: ContentGroupInput = {
  name: '',
  type: 1,
  isDefault: false,
  itemSize: 10,
  numRow: 1,
  isWrapLine: false,
  refCode: null,
  isPublic: true,
  contentType: 'SIMPLE',
  ordinal: 0,
};

const REF_CODE = /^[A-Za-z0-9_.-]{1,64}$/;

export function groupInputOf(group: ContentGroup): ContentGroupInput {
  const input = { ...defaultGroupInput };
  for (const key of Object.keys(input) as (keyof ContentGroupInput)[]) {
    (input as Record<string, unknown>)[key] = group[key];
  }
  return input;
}

/** The writable fields of `body` over `base`; 400 with one message per bad field. */
export function parseGroupInput(body: unknown, base: ContentGroupInput = defaultGroupInput) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw AppError.badRequest({ body: 'Send a JSON object.' });
  }
  const data = body as Record<string, unknown>;
  const errors: FieldErrors = {};
  const input = { ...base };
  const has = (key: string) => data[key] !== undefined;

  if (has('name')) {
    const name = typeof data.name === 'string' ? data.name.trim() : null;
    if (name === null || name.length > 255 || name.includes('\u0000'))
      errors.name = 'Text of at most 255 characters.';
    else input.name = name;
  }
  if (!input.name) errors.name ??= 'Required.';
  const integer = (key: 'type' | 'itemSize' | 'numRow' | 'ordinal', min: number, max: number) => {
    if (!has(key)) return;
    const value = data[key];
    if (Number.isInteger(value) && (value as number) >= min && (value as number) <= max)
      input[key] = value as number;
    else errors[key] = `A whole number from ${min} to ${max}.`;
  };
  integer('type', 1, 6);
  integer('itemSize', 1, 100);
  integer('numRow', 1, 10);
  integer('ordinal', 0, 1_000_000);
  for (const key of ['isDefault', 'isWrapLine', 'isPublic'] as const) {
    if (!has(key)) continue;
    if (typeof data[key] === 'boolean') input[key] = data[key];
    else errors[key] = 'Must be true or false.';
  }
  if (has('contentType')) {
    if (groupLayouts.includes(data.contentType as never))
      input.contentType = data.contentType as ContentGroupInput['contentType'];
    else errors.contentType = 'Use SIMPLE, LIST_SAME_GROUP or SERIES.';
  }
  if (has('refCode')) {
    const code = data.refCode;
    if (code === null || code === '') input.refCode = null;
    else if (typeof code === 'string' && REF_CODE.test(code)) input.refCode = code;
    else errors.refCode = 'Up to 64 letters, digits, dots, hyphens or underscores.';
  }
  if (Object.keys(errors).length) throw AppError.badRequest(errors, 'Some fields are not valid.');
  return input;
}
