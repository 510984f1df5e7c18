import { validateResource } from '@hondana/schemas';
import { AppError } from '../../errors';
import type { FieldErrors } from '../../errors';
import type { ContentGroup, ContentGroupInput } from '../groupTypes';

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

export function groupInputOf(group: ContentGroup): ContentGroupInput {
  const input = { ...defaultGroupInput };
  for (const key of Object.keys(input) as (keyof ContentGroupInput)[]) {
    (input as Record<string, unknown>)[key] = group[key];
  }
  return input;
}

/**
 * The writable fields of `body` over `base`; 400 with one message per bad field. Values are
 * checked by the content group resource schema (@hondana/schemas), the same one the console's
 * form uses; here only the name is trimmed, an empty ref code means none, and NUL is refused.
 */
export function parseGroupInput(body: unknown, base: ContentGroupInput = defaultGroupInput) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw AppError.badRequest({ body: 'Send a JSON object.' });
  }
  const data = body as Record<string, unknown>;
  const errors: FieldErrors = {};
  const input: Record<string, unknown> = { ...base };
  for (const key of Object.keys(defaultGroupInput)) {
    if (data[key] !== undefined) input[key] = data[key];
  }
  if (typeof input.name === 'string') input.name = input.name.trim();
  if (input.refCode === '') input.refCode = null;
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' && value.includes('\u0000'))
      errors[key] = 'Contains a NUL character.';
  }
  const checked = validateResource('contentGroup', input);
  if (!checked.ok) {
    for (const [path, message] of Object.entries(checked.errors)) errors[path] ??= message;
  }
  if (Object.keys(errors).length) throw AppError.badRequest(errors, 'Some fields are not valid.');
  return input as unknown as ContentGroupInput;
}
