import { LRUCache } from 'lru-cache';

export interface CacheOptions {
  /** Entries kept at most: past it, the least recently used goes (no input grows it for ever). */
  max: number;
  /** How long an entry stays fresh, in ms of `now`; none: until it is evicted or dropped. */
  ttlMs?: number;
  /** The clock the TTL runs on: the app's (`clock.now().getTime()`), so tests can move it. */
  now?: () => number;
}

export interface EntryOptions {
  /** This entry's own TTL (a failure remembered for less long than a success). */
  ttlMs?: number;
  /** When the entry's TTL starts on `now`'s clock, if before now (what a slow load read). */
  startedAt?: number;
}

/**
 * The server's one in-memory cache rule (issue 33): a bound on the entries, least recently used
 * out first, an optional TTL on the app's clock, and loads in single flight: concurrent misses
 * of one key share one load, and a load's value is kept only if its key was not dropped
 * (`delete`, `clear`) while it ran, so a change made meanwhile cannot be overwritten by what the
 * load read before it. A failed load is not kept. Each instance keeps its own entries.
 */
export function createCache<K extends string, V>({ max, ttlMs, now }: CacheOptions) {
  const entries = new LRUCache<K, { value: V }>({
    max,
    ttl: ttlMs ? lruTtl(ttlMs) : 0,
    // 0: read the clock on every look-up (a moved test clock takes effect at once).
    ttlResolution: 0,
    // A stale entry stays readable through `peek` until replaced (a revalidation reuses it).
    noDeleteOnStaleGet: true,
    // Shifted by one: lru-cache reads a start time of 0 as "no TTL" (a test clock starts there).
    ...(now ? { perf: { now: () => now() + 1 } } : {}),
  });
  const loading = new Map<K, Promise<V>>();

  const cache = {
    max,
    get size(): number {
      return entries.size;
    },

    /** The fresh value of `key`, or undefined. */
    get(key: K): V | undefined {
      return entries.get(key)?.value;
    },

    /** The value of `key`, fresh or stale, without touching its recency. */
    peek(key: K): V | undefined {
      return entries.peek(key, { allowStale: true })?.value;
    },

    set(key: K, value: V, options: EntryOptions = {}): void {
      entries.set(
        key,
        { value },
        {
          ...(options.ttlMs !== undefined ? { ttl: lruTtl(options.ttlMs) } : {}),
          ...(options.startedAt !== undefined ? { start: options.startedAt + 1 } : {}),
        },
      );
    },

    /** Drops `key`, and keeps a load of it that is under way from storing its value. */
    delete(key: K): void {
      entries.delete(key);
      loading.delete(key);
    },

    clear(): void {
      entries.clear();
      loading.clear();
    },

    /** The keys kept and the keys being loaded. */
    keys(): K[] {
      return [...new Set([...entries.keys(), ...loading.keys()])];
    },

    /** The fresh value of `key`, else `reload`'s. */
    load(key: K, loader: () => Promise<V>, options?: EntryOptions): Promise<V> {
      const hit = entries.get(key);
      if (hit) return Promise.resolve(hit.value);
      return cache.reload(key, loader, options);
    },

    /** `loader`'s value, run once for concurrent callers, stored unless dropped meanwhile. */
    reload(key: K, loader: () => Promise<V>, options: EntryOptions = {}): Promise<V> {
      const pending = loading.get(key);
      if (pending) return pending;
      const startedAt = options.startedAt ?? now?.();
      const flight: Promise<V> = loader()
        .then((value) => {
          if (loading.get(key) === flight) cache.set(key, value, { ...options, startedAt });
          return value;
        })
        .finally(() => {
          if (loading.get(key) === flight) loading.delete(key);
        });
      loading.set(key, flight);
      return flight;
    },
  };
  return cache;
}

/**
 * An entry here is stale once `ttlMs` have passed (as every cache before this rule had it);
 * lru-cache keeps it fresh through that very millisecond. The clocks give whole milliseconds.
 */
function lruTtl(ttlMs: number): number {
  return Math.max(1, ttlMs - 1);
}

export type Cache<K extends string, V> = ReturnType<typeof createCache<K, V>>;
