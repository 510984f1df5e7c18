import { createCache } from '../../cache/cache';

/**
 * Values kept in memory by name, each valid for one version: a lookup with another version
 * computes anew. Concurrent misses of one name and version share one computation; a failed
 * computation is forgotten; the least recently used name goes first beyond `maxEntries`.
 */
export function createVersionedMemo({ maxEntries }: { maxEntries: number }) {
  const entries = createCache<string, { version: string; value: Promise<unknown> }>({
    max: maxEntries,
  });

  return function memo<T>(name: string, version: string, compute: () => Promise<T>): Promise<T> {
    const hit = entries.get(name);
    if (hit && hit.version === version) return hit.value as Promise<T>;
    // The caller read `version` before asking, so the value is at least that recent.
    const value = compute();
    entries.set(name, { version, value });
    value.catch(() => {
      if (entries.peek(name)?.value === value) entries.delete(name);
    });
    return value;
  };
}

export type VersionedMemo = ReturnType<typeof createVersionedMemo>;
