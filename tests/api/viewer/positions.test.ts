import { Status } from '@hondana/schemas/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import { englishPdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { bookWithFile, statusOf, v1 } from './support';

let t: TestApp;
let reader: TestReader;
let sakura: string;

beforeAll(async () => {
  t = await createTestApp();
  sakura = t.fixtures.sakura.id;
  reader = await createReader(t, sakura);
});
afterEach(async () => {
  await clearContents(t);
});
afterAll(() => t.destroy());

const save = (contentId: string, body: unknown, who = reader) =>
  v1(t.app, 'put', `/content/reading-position/${contentId}`, who).send(body as object);
const load = (contentId: string, who = reader) =>
  v1(t.app, 'get', `/content/reading-position/${contentId}`, who);

describe('reading position', () => {
  it('is saved per reader and content and restored from another session', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf());
    expect((await load(book.id).expect(200)).body.data).toBeNull();
    await save(book.id, { page: 42, zoom: 'page-width' }).expect(200);
    await save(book.id, { page: 43, zoom: 125 }).expect(200);
    // Another device: a second session of the same reader.
    const sessions = (await import('../../../server/src/auth/sessions')).createSessionStore({
      db: t.db,
      clock: t.clock,
      ttlSeconds: 3600,
    });
    const { token } = await sessions.create({
      id: reader.id,
      email: reader.email,
      fullName: 'Test Reader',
      roleLevel: 3,
      companyId: sakura,
    });
    const res = await load(book.id, { ...reader, token }).expect(200);
    expect(res.body.data).toMatchObject({ content_id: book.id, page: 43, zoom: '125' });
    const someoneElse = await createReader(t, sakura);
    expect((await load(book.id, someoneElse).expect(200)).body.data).toBeNull();
  });

  it('moves the book to the top of the recently-read list', async () => {
    const older = await bookWithFile(t, sakura, await englishPdf());
    const newer = await bookWithFile(t, sakura, await englishPdf());
    await save(newer.id, { page: 1, zoom: 'auto' }).expect(200);
    t.clock.advance(1000);
    await save(older.id, { page: 2, zoom: 'auto' }).expect(200);
    const history = await t
      .db('reading_history')
      .where({ user_id: reader.id })
      .orderBy('read_at', 'desc');
    expect(history.map((row) => row.content_id)).toEqual([older.id, newer.id]);
  });

  it('needs what opening the book needs: not a plan’s book without the plan (839)', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf());
    const admin = await t.login('sakura');
    await admin
      .post('/api/admin/plans')
      .send({
        name: 'Members',
        price: 1000,
        duration: 1,
        durationType: 'MONTH',
        contentGroupIds: [book.groupId],
        isPublished: true,
      })
      .expect(201);
    const outsider = await createReader(t, sakura);
    expect(statusOf(await save(book.id, { page: 3, zoom: 'auto' }, outsider))).toBe(
      Status.cannotViewBook,
    );
    expect(statusOf(await load(book.id, outsider))).toBe(Status.cannotViewBook);
    // Nothing kept: no position, and the book is not among the outsider's recently read.
    expect(await t.db('reading_positions').where({ user_id: outsider.id })).toEqual([]);
    expect(await t.db('reading_history').where({ user_id: outsider.id })).toEqual([]);
    await t.db('subscription_plan_groups').delete();
    await t.db('subscription_plans').delete();
  });

  it('rejects bad pages and zooms, unknown and unpublished contents, anonymous callers', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf());
    for (const body of [{ page: 0, zoom: 'auto' }, { page: 1, zoom: 'huge' }, { page: 1 }, {}]) {
      expect(statusOf(await save(book.id, body))).toBe(Status.badRequest);
    }
    expect(statusOf(await save('a'.repeat(32), { page: 1, zoom: 'auto' }))).toBe(404);
    await t.db('contents').where({ id: book.id }).update({ is_published: false });
    expect(statusOf(await save(book.id, { page: 1, zoom: 'auto' }))).toBe(
      Status.contentUnpublished,
    );
    const anonymous = await v1(t.app, 'get', `/content/reading-position/${book.id}`);
    expect(statusOf(anonymous)).toBe(Status.unauthorized);
  });
});
