import type { Clock } from '../clock';

/** How long an answer is kept: figures a minute old are fresh enough to run a business on. */
export const FIGURES_TTL_MS = 60_000;
/** Answers kept at most (tenants × views × month counts); the oldest goes first. */
const MAX_ENTRIES = 500;

/**
 * A short-lived memory of computed figures per key, on the injected clock (tests move it
 * instead of waiting). Each instance keeps its own: a minute's difference between two is fine.
 */
export function createFiguresCache<T>(clock: Clock) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    /** The kept answer for `key`, or `compute`'s (shared by callers that ask meanwhile). */
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const now = clock.now().getTime();
      const kept = entries.get(key);
      if (kept && now - kept.at < FIGURES_TTL_MS) return kept.value;
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const value = compute();
      entries.set(key, { at: now, value });
      // A failure is not kept: the next call tries again.
      value.catch(() => entries.delete(key));
      return value;
    },
    /** Drops every kept answer whose key starts with one of `prefixes`. */
    forget(prefixes: string[]): void {
      for (const key of [...entries.keys()]) {
        if (prefixes.some((prefix) => key.startsWith(prefix))) entries.delete(key);
      }
    },
  };
}
