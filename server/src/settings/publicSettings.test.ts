import { describe, expect, it } from 'vitest';
import { createPublicSettings } from './publicSettings';
import type { SettingsRepository, StoredSettings } from './repository';

/** An in-memory settings table with the two reads the cache makes, counted. */
function fakeRepository() {
  const rows = new Map<string, StoredSettings>();
  const calls = { stamp: 0, findAll: 0 };
  let gate: Promise<void> = Promise.resolve();
  const repo = {
    async stamp() {
      calls.stamp++;
      const versions = [...rows.values()].map((row) => row.version);
      return `${versions.length}.${versions.reduce((sum, v) => sum + v, 0)}`;
    },
    async findAll() {
      calls.findAll++;
      const snapshot = new Map(rows);
      await gate;
      return snapshot;
    },
  } as unknown as SettingsRepository;
  return {
    repo,
    calls,
    write(kind: string, data: Record<string, unknown>) {
      const version = (rows.get(kind)?.version ?? 0) + 1;
      rows.set(kind, { data, version, updatedAt: null, updatedBy: null });
    },
    /** Delivers what `findAll` read only when the returned function is called. */
    holdReads(): () => void {
      let release = () => {};
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = Promise.resolve();
        release();
      };
    },
  };
}

function manualClock() {
  let now = 1_000_000;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const fontSize = async (cache: ReturnType<typeof createPublicSettings>) =>
  ((await cache.resolve('c1')).settings as unknown as { body: { fontSize: number } }).body.fontSize;

describe('public settings cache', () => {
  it('asks the database at most once per interval, however many requests come', async () => {
    const db = fakeRepository();
    const clock = manualClock();
    const cache = createPublicSettings(db.repo, { clock, recheckMs: 1000 });

    await Promise.all(Array.from({ length: 50 }, () => cache.resolve('c1')));
    expect(db.calls).toEqual({ stamp: 1, findAll: 1 });

    clock.advance(999);
    await Promise.all(Array.from({ length: 50 }, () => cache.resolve('c1')));
    expect(db.calls.stamp).toBe(1);

    clock.advance(1);
    const results = await Promise.all(Array.from({ length: 50 }, () => cache.resolve('c1')));
    expect(db.calls).toEqual({ stamp: 2, findAll: 1 });
    // An unchanged stamp keeps the very same object, so byte caches downstream stay valid.
    expect(new Set(results.map((result) => result.settings)).size).toBe(1);
  });

  it("sees another instance's write after the interval, not before", async () => {
    const db = fakeRepository();
    const clock = manualClock();
    const cache = createPublicSettings(db.repo, { clock, recheckMs: 1000 });
    const before = await fontSize(cache);

    db.write('body', { fontSize: 21 });
    clock.advance(500);
    expect(await fontSize(cache)).toBe(before);
    clock.advance(500);
    expect(await fontSize(cache)).toBe(21);
  });

  it('sees its own save at once through invalidate', async () => {
    const db = fakeRepository();
    const cache = createPublicSettings(db.repo, { clock: manualClock(), recheckMs: 1000 });
    await cache.resolve('c1');

    db.write('body', { fontSize: 22 });
    cache.invalidate('c1');
    expect(await fontSize(cache)).toBe(22);
  });

  it('does not keep what a check read before a save on this instance', async () => {
    const db = fakeRepository();
    const cache = createPublicSettings(db.repo, { clock: manualClock(), recheckMs: 1000 });
    const release = db.holdReads();
    const stale = cache.resolve('c1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(db.calls.findAll).toBe(1);

    db.write('body', { fontSize: 23 });
    cache.invalidate('c1');
    release();
    await stale;
    expect(await fontSize(cache)).toBe(23);
  });

  it('serves the defaults without any query when there is no company', async () => {
    const db = fakeRepository();
    const cache = createPublicSettings(db.repo, { clock: manualClock() });
    const first = await cache.resolve(null);
    expect(first.stamp).toBe('defaults');
    expect(await cache.resolve(null)).toBe(first);
    expect(db.calls).toEqual({ stamp: 0, findAll: 0 });
  });
});
