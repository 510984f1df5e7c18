import pino from 'pino';

/**
 * Bounds on one log line. A request carries up to a megabyte, and an error may quote it (a
 * database error repeats its SQL): uncapped, one hostile search wrote a 388 MB line. Whatever
 * a line holds, it stays near `maxChars`, enough for a URL, a message and a stack.
 */
export const LOG_LIMITS = {
  /** Characters kept of one string. */
  maxString: 2000,
  /** Characters kept over all the strings and keys of one line. */
  maxChars: 16_000,
  /** Items kept of one array, keys of one object. */
  maxItems: 20,
  maxKeys: 50,
  /** Levels of nesting kept. */
  maxDepth: 6,
} as const;

interface Budget {
  left: number;
}

/** A copy of a log value within the bounds above; errors become pino's usual shape first. */
export function capForLog(value: unknown): unknown {
  return cap(value, 0, { left: LOG_LIMITS.maxChars });
}

function cap(value: unknown, depth: number, budget: Budget): unknown {
  if (typeof value === 'string') return capString(value, budget);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= LOG_LIMITS.maxDepth || budget.left <= 0) return '[…]';
  if (value instanceof Error) return cap(pino.stdSerializers.err(value), depth, budget);
  if (Array.isArray(value)) {
    const items = value.slice(0, LOG_LIMITS.maxItems).map((item) => cap(item, depth + 1, budget));
    const more = value.length - LOG_LIMITS.maxItems;
    return more > 0 ? [...items, `[+${more} items]`] : items;
  }
  const entries = Object.entries(value);
  const out: Record<string, unknown> = {};
  for (const [key, item] of entries.slice(0, LOG_LIMITS.maxKeys)) {
    out[capString(key, budget)] = cap(item, depth + 1, budget);
  }
  const more = entries.length - LOG_LIMITS.maxKeys;
  if (more > 0) out['…'] = `[+${more} keys]`;
  return out;
}

function capString(text: string, budget: Budget): string {
  const kept = Math.max(0, Math.min(text.length, LOG_LIMITS.maxString, budget.left));
  budget.left -= kept;
  return kept < text.length ? `${text.slice(0, kept)}…[${text.length} chars]` : text;
}
