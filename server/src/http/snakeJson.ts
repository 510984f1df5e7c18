import { snakeCase } from '@hondana/schemas/contracts';
import { createCache } from '../cache/cache';

// The key names of API answers are few and repeat in every item of every list, while the
// shared `toSnakeKeys` runs a regular expression per key and builds each object through
// entries arrays: a quarter of the CPU time of the home page's group list (docs/performance.md).
// This does the same renaming with each name converted once; snakeJson.test.ts checks both
// agree on any input.
// Names also come from stored JSON (settings): bounded, so no input grows it for ever.
export const MAX_NAMES = 10_000;
const snakeNames = createCache<string, string>({ max: MAX_NAMES });

function snakeName(key: string): string {
  let name = snakeNames.get(key);
  if (name === undefined) {
    name = snakeCase(key);
    snakeNames.set(key, name);
  }
  return name;
}

/** `toSnakeKeys` of @hondana/schemas/contracts, faster. */
export function toSnakeKeysFast(value: unknown): unknown {
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i += 1) out[i] = toSnakeKeysFast(value[i]);
    return out;
  }
  if (value === null || typeof value !== 'object') return value;
  // Own properties only, as Object.entries; with no prototype, "__proto__" stays a plain key.
  const out: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(value)) {
    out[snakeName(key)] = toSnakeKeysFast((value as Record<string, unknown>)[key]);
  }
  return out;
}
