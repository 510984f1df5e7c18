import { randomUUID } from 'node:crypto';

/** The spec's element id pattern, used for content and content group ids. */
export const ELEMENT_ID_PATTERN = /^[a-z0-9]{20,64}$/;

/** A new element id: 32 lowercase hex characters (a UUID without dashes). */
export function newElementId(): string {
  return randomUUID().replaceAll('-', '');
}

export function isElementId(value: unknown): value is string {
  return typeof value === 'string' && ELEMENT_ID_PATTERN.test(value);
}
