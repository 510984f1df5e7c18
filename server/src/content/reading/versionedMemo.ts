/**
 * Values kept in memory by name, each valid for one version: a lookup with another version
 * computes anew. Concurrent misses of one name and version share one computation; a failed
 * computation is forgotten; the least recently used name goes first beyond `maxEntries`.
 */
export function createVersionedMemo({ maxEntries }: { maxEntries: number }) {
  const entries = new Map<string, { version: string; value: Promise<unknown> }>();

  return function memo<T>(name: string, version: string, compute: () => Promise<T>): Promise<T> {
    const hit = entries.get(name);
    if (hit && hit.version === version) {
      // Most recently used last: the oldest entry is the first to go.
      entries.delete(name);
      entries.set(name, hit);
      return hit.value as Promise<T>;
    }
    // The caller read `version` before asking, so the value is at least that recent.
    const value = compute();
    entries.delete(name);
    entries.set(name, { version, value });
    value.catch(() => {
      if (entries.get(name)?.value === value) entries.delete(name);
    });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return value;
  };
}

export type VersionedMemo = ReturnType<typeof createVersionedMemo>;
