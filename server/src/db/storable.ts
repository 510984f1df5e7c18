/** PostgreSQL text cannot hold NUL, and no key is longer than 255: such input matches nothing. */
export function isStorable(value: string): boolean {
  return isStorableUpTo(value, 255);
}

/**
 * `isStorable` for a shorter column (an id: 36). A name of its own, not an optional parameter:
 * `ids.filter(isStorable)` would pass each index as the length.
 */
export function isStorableUpTo(value: string, maxLength: number): boolean {
  return value.length <= maxLength && !value.includes('\u0000');
}
