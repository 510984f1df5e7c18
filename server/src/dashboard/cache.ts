import { createCache } from '../cache/cache';
import type { Clock } from '../clock';

/** How long an answer is kept: figures a minute old are fresh enough to run a business on. */
export const FIGURES_TTL_MS = 60_000;
/** Answers kept at most (tenants × views × month counts); the oldest goes first. */
export const MAX_FIGURES = 500;

/**
 * A short-lived memory of computed figures per key, on the injected clock (tests move it
 * instead of waiting). Each instance keeps its own: a minute's difference between two is fine.
 */
export function createFiguresCache<T>(clock: Clock) {
  const entries = createCache<string, T>({
    max: MAX_FIGURES,
    ttlMs: FIGURES_TTL_MS,
    now: () => clock.now().getTime(),
  });
  return {
    /** The kept answer for `key`, or `compute`'s (shared by callers that ask meanwhile). */
    get(key: string, compute: () => Promise<T>): Promise<T> {
      return entries.load(key, compute);
    },
    /** Drops every kept answer whose key starts with one of `prefixes`, computing ones too. */
    forget(prefixes: string[]): void {
      for (const key of entries.keys()) {
        if (prefixes.some((prefix) => key.startsWith(prefix))) entries.delete(key);
      }
    },
  };
}
