import type { Express } from 'express';

/** Stands for "read every key": the code spread or walked the whole query. */
export const EVERY_KEY = '*';

/**
 * Records which query parameters a request reads, so the hostile-input matrix probes each
 * endpoint with the parameters it really reads. Express parses `req.query` anew at each read
 * through the app's `query parser fn`; this wraps that function to hand out a recording view.
 */
export function recordQueryReads(app: Express) {
  const parse = app.get('query parser fn') as (text: string) => Record<string, unknown>;
  let reads: Set<string> | null = null;
  app.set('query parser fn', (text: string) => {
    const parsed = parse(text);
    const into = reads;
    if (!into) return parsed;
    return new Proxy(parsed, {
      get(target, key, receiver) {
        if (typeof key === 'string') into.add(key);
        return Reflect.get(target, key, receiver);
      },
      has(target, key) {
        if (typeof key === 'string') into.add(key);
        return Reflect.has(target, key);
      },
      ownKeys(target) {
        into.add(EVERY_KEY);
        return Reflect.ownKeys(target);
      },
    });
  });

  /** The keys read while `call` runs (calls are sent one at a time). */
  return async function readsOf(call: () => Promise<unknown>): Promise<Set<string>> {
    const seen = new Set<string>();
    reads = seen;
    try {
      await call();
    } finally {
      reads = null;
    }
    return seen;
  };
}
