import { describe, expect, it } from 'vitest';
import { createCache } from './cache';

function clock(at = 1_000_000) {
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('createCache', () => {
  it('keeps at most `max` entries, the least recently used going first', () => {
    const cache = createCache<string, number>({ max: 3 });
    for (const key of ['a', 'b', 'c']) cache.set(key, 1);
    cache.get('a');
    cache.set('d', 1);
    expect(cache.size).toBe(3);
    expect(cache.keys().sort()).toEqual(['a', 'c', 'd']);
  });

  it('is stale once the TTL has passed on the given clock', () => {
    const time = clock();
    const cache = createCache<string, number>({ max: 10, ttlMs: 1000, now: time.now });
    cache.set('a', 1);
    time.advance(999);
    expect(cache.get('a')).toBe(1);
    time.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.peek('a')).toBe(1);
  });

  it('runs one load for concurrent misses and keeps its value', async () => {
    const cache = createCache<string, number>({ max: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.load('a', load), cache.load('a', load)])).toEqual([1, 1]);
    expect(await cache.load('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('does not keep what a load read when its key was dropped meanwhile', async () => {
    const cache = createCache<string, string>({ max: 10 });
    let finish: (value: string) => void = () => {};
    const old = cache.load('a', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('old');
    expect(await old).toBe('old');
    expect(cache.get('a')).toBeUndefined();
    expect(await cache.load('a', async () => 'new')).toBe('new');
  });

  it('does not keep a failed load', async () => {
    const cache = createCache<string, number>({ max: 10 });
    await expect(cache.load('a', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.load('a', async () => 2)).toBe(2);
  });

  it('starts the TTL when the load started', async () => {
    const time = clock();
    const cache = createCache<string, number>({ max: 10, ttlMs: 1000, now: time.now });
    await cache.load('a', async () => {
      time.advance(600);
      return 1;
    });
    time.advance(400);
    expect(cache.get('a')).toBeUndefined();
  });
});
