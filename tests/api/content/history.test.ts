import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents, createContent, createGroup } from '../../support/contents';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { GroupType } from '../../../server/src/content/groupTypes';
import {
  HISTORY_KEPT,
  createHistoryWriter,
} from '../../../server/src/content/favourites/historyWriter';
import { readerVersions } from '../../../server/src/content/reading/readerVersions';

// Reading history written behind (content/favourites/historyWriter.ts), on both databases.
let t: TestApp;
let reader: TestReader;
let sakura: string;
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => void warnings.push(args) };

beforeAll(async () => {
  t = await createTestApp();
  sakura = t.fixtures.sakura.id;
  reader = await createReader(t, sakura);
});
afterEach(async () => {
  warnings.length = 0;
  await t.db('reading_history').delete();
  await clearContents(t);
});
afterAll(() => t.destroy());

const historyOf = async (userId: string) =>
  (
    await t
      .db('reading_history')
      .where({ user_id: userId })
      .orderBy('read_at', 'desc')
      .select('content_id', 'read_at')
  ).map((row) => ({ id: row.content_id as string, at: new Date(row.read_at).toISOString() }));

/** The reader opens a content's detail; the kept readings are written at once. */
async function readAndWrite(contentId: string) {
  await t
    .anonymous()
    .get(`/api/v1/content/detail/${contentId}`)
    .query({ path: 'sakura' })
    .set('X-Access-Token', reader.token)
    .expect(200);
  await t.ctx.content.history.flush();
}

describe('reading history written behind', () => {
  it('writes the readings kept in one statement, the latest reading of a content winning', async () => {
    const [a, b] = [await createContent(t, sakura), await createContent(t, sakura)];
    const writer = createHistoryWriter({ db: t.db, log, delayMs: 60_000 });
    const at = (s: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, s));
    writer.record(sakura, reader.id, a.id, at(1));
    writer.record(sakura, reader.id, b.id, at(2));
    writer.record(sakura, reader.id, a.id, at(3));
    writer.record(sakura, reader.id, b.id, at(0)); // an older reading arriving late loses
    expect(await historyOf(reader.id)).toEqual([]); // kept, not yet written
    await writer.flush();
    expect(await historyOf(reader.id)).toEqual([
      { id: a.id, at: at(3).toISOString() },
      { id: b.id, at: at(2).toISOString() },
    ]);
    expect(warnings).toEqual([]);
  });

  it('writes on its own after the delay, and at once when a batch is full', async () => {
    const [a, b, c] = [
      await createContent(t, sakura),
      await createContent(t, sakura),
      await createContent(t, sakura),
    ];
    const timed = createHistoryWriter({ db: t.db, log, delayMs: 50 });
    timed.record(sakura, reader.id, a.id, t.clock.now());
    await vi.waitFor(async () => expect(await historyOf(reader.id)).toHaveLength(1), {
      timeout: 3000,
      interval: 20,
    });
    const full = createHistoryWriter({ db: t.db, log, delayMs: 60_000, maxBatch: 2 });
    full.record(sakura, reader.id, b.id, t.clock.now());
    full.record(sakura, reader.id, c.id, t.clock.now());
    await vi.waitFor(async () => expect(await historyOf(reader.id)).toHaveLength(3), {
      timeout: 3000,
      interval: 20,
    });
  });

  it(`keeps each reader's latest ${HISTORY_KEPT} readings`, async () => {
    const other = await createReader(t, sakura);
    const ids: string[] = [];
    for (let i = 0; i < HISTORY_KEPT + 5; i++) ids.push((await createContent(t, sakura)).id);
    const writer = createHistoryWriter({ db: t.db, log, delayMs: 60_000 });
    const start = Date.UTC(2026, 10, 26);
    ids.forEach((id, i) => writer.record(sakura, reader.id, id, new Date(start + i * 1000)));
    writer.record(sakura, other.id, ids[0], new Date(start));
    await writer.flush();
    const kept = await historyOf(reader.id);
    expect(kept).toHaveLength(HISTORY_KEPT);
    // The five oldest went; the newest is first.
    expect(kept.map((row) => row.id)).toEqual(ids.slice(5).reverse());
    // Another reader's history is theirs alone.
    expect((await historyOf(other.id)).map((row) => row.id)).toEqual([ids[0]]);
  });

  it('writes the other readings when a content was deleted meanwhile', async () => {
    const [kept, gone] = [await createContent(t, sakura), await createContent(t, sakura)];
    const writer = createHistoryWriter({ db: t.db, log, delayMs: 60_000 });
    writer.record(sakura, reader.id, gone.id, t.clock.now());
    writer.record(sakura, reader.id, kept.id, t.clock.now());
    await t.db('contents').where({ id: gone.id }).delete();
    await writer.flush();
    expect((await historyOf(reader.id)).map((row) => row.id)).toEqual([kept.id]);
    expect(warnings.length).toBeGreaterThan(0);
  });

  it('moves only the history half of the reader’s version when they read', async () => {
    const content = await createContent(t, sakura);
    const before = await readerVersions(t.db, sakura, reader.id);
    await readAndWrite(content.id);
    const after = await readerVersions(t.db, sakura, reader.id);
    expect(after.favourites).toBe(before.favourites);
    expect(Number(after.history)).toBeGreaterThan(Number(before.history));
  });

  it('shows a reading in the home list’s recently-read group, the other groups unchanged', async () => {
    await createGroup(t, sakura, { type: GroupType.RECENTLY_READ, isPublic: false });
    const shelf = await createGroup(t, sakura, { name: 'Shelf' });
    const content = await createContent(t, sakura, { title: 'Kept', groupIds: [shelf.id] });
    const home = async () =>
      (
        await t
          .anonymous()
          .get('/api/v1/content-group/content-group-list')
          .query({ path: 'sakura' })
          .set('X-Access-Token', reader.token)
          .expect(200)
      ).body.data as { id: string; type: number; contents: { title: string }[] }[];
    const titles = (groups: Awaited<ReturnType<typeof home>>, type: number) =>
      groups.find((g) => g.type === type)?.contents.map((c) => c.title);
    const before = await home();
    expect(titles(before, GroupType.RECENTLY_READ)).toEqual([]);
    await readAndWrite(content.id);
    const after = await home();
    expect(titles(after, GroupType.RECENTLY_READ)).toEqual(['Kept']);
    expect(after.find((g) => g.id === shelf.id)).toEqual(before.find((g) => g.id === shelf.id));
  });
});
