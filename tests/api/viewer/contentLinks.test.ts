import { Status } from '@hondana/schemas/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import { englishPdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { binary, bookWithFile, openViewer, statusOf, v1 } from './support';

let t: TestApp;
let reader: TestReader;
let sakura: string;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  sakura = t.fixtures.sakura.id;
});
// A fresh reader per test: the expiry test moves the clock past any session.
beforeEach(async () => {
  reader = await createReader(t, sakura, { fullName: 'Hana Reader' });
});
afterEach(async () => {
  await t.db('viewer_tokens').delete();
  await t.db('content_links').delete();
  await clearContents(t);
  await t.reset();
});
afterAll(() => t.destroy());

/** A day `days` from the app's today, as the console's date field sends it. */
function dayFrom(days: number): string {
  return new Date(t.clock.now().getTime() + 9 * 3_600_000 + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

async function createLink(fields: Record<string, unknown>) {
  const admin = await t.login('sakura');
  const res = await admin
    .post('/api/admin/content-links')
    .send({ expiryDate: dayFrom(7), ...fields })
    .expect(201);
  return res.body as { id: string; token: string; url: string } & Record<string, unknown>;
}

/** Opens a content link as `who` (null: a visitor who is not signed in). */
const openLink = (token: string, who: TestReader | null = null) =>
  v1(t.app, 'get', `/content/link/${token}/viewer-token`, who ?? undefined);

describe('content links in the admin API', () => {
  it('creates a link with its address, lists, edits and revokes it', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf(), { title: 'Quiet' });
    const link = await createLink({ contentId: book.id, label: 'Press kit', allowAnonymous: true });
    expect(link).toMatchObject({
      contentId: book.id,
      contentTitle: 'Quiet',
      label: 'Press kit',
      allowAnonymous: true,
      status: 'ACTIVE',
      opens: 0,
    });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toMatch(new RegExp(`/sakura/content/${link.token}$`));

    const admin = await t.login('sakura');
    const list = await admin.get('/api/admin/content-links').expect(200);
    expect(list.headers['content-range']).toMatch(/\/1$/);
    expect(list.body.map((row: { id: string }) => row.id)).toEqual([link.id]);
    const found = await admin.get('/api/admin/content-links?filter={"q":"quiet"}').expect(200);
    expect(found.body).toHaveLength(1);

    const edited = await admin
      .put(`/api/admin/content-links/${link.id}`)
      .send({ ...link, label: 'Review copy', allowAnonymous: false })
      .expect(200);
    expect(edited.body).toMatchObject({
      label: 'Review copy',
      allowAnonymous: false,
      token: link.token,
    });

    await admin.delete(`/api/admin/content-links/${link.id}`).expect(200);
    await admin.get(`/api/admin/content-links/${link.id}`).expect(404);
    expect(statusOf(await openLink(link.token, reader))).toBe(Status.invalidToken);
  });

  it('refuses a past expiry, another content on edit and a content of another tenant', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf());
    const other = await bookWithFile(t, sakura, await englishPdf());
    const foreign = await bookWithFile(t, t.fixtures.aozora.id, await englishPdf());
    const admin = await t.login('sakura');
    const past = await admin
      .post('/api/admin/content-links')
      .send({ contentId: book.id, expiryDate: dayFrom(-1) })
      .expect(400);
    expect(Object.keys(past.body.errors)).toEqual(['expiryDate']);
    const stranger = await admin
      .post('/api/admin/content-links')
      .send({ contentId: foreign.id, expiryDate: dayFrom(1) })
      .expect(400);
    expect(Object.keys(stranger.body.errors)).toEqual(['contentId']);
    const link = await createLink({ contentId: book.id });
    const moved = await admin
      .put(`/api/admin/content-links/${link.id}`)
      .send({ ...link, contentId: other.id })
      .expect(400);
    expect(moved.body.errors.contentId).toMatch(/cannot change/);
    // Another tenant's admin sees nothing of it.
    const aozora = await t.login('aozora');
    await aozora.get(`/api/admin/content-links/${link.id}`).expect(404);
    const theirs = await aozora.get('/api/admin/content-links').expect(200);
    expect(theirs.body).toEqual([]);
  });
});

describe('GET /content/link/{contentToken}/viewer-token', () => {
  it('opens a link open to anyone without a session: a bearer token, the link in the mark', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf(), { isInGroup: false });
    const link = await createLink({ contentId: book.id, label: 'Press kit', allowAnonymous: true });
    const res = await openLink(link.token).expect(200);
    const data = res.body.data;
    expect(data.content_info).toMatchObject({ id: book.id, download: false });
    expect(data.watermark.text).toMatch(/^Press kit · (::ffff:)?127\.0\.0\.1$/);
    expect(data.link).toMatchObject({ label: 'Press kit' });
    const row = await t.db('viewer_tokens').first();
    expect(row).toMatchObject({ user_id: null, link_id: link.id });
    expect(Boolean(row.is_bearer)).toBe(true);

    // The file, heartbeat and print calls take the token alone.
    const file = await v1(t.app, 'get', `/viewer/file/${data.token_id}`)
      .set('Range', 'bytes=0-99')
      .buffer(true)
      .parse(binary)
      .expect(206);
    expect((file.body as Buffer).length).toBe(100);
    await v1(t.app, 'post', `/viewer/tokens/${data.token_id}/heartbeat`).send({}).expect(200);
    const admin = await t.login('sakura');
    const after = await admin.get(`/api/admin/content-links/${link.id}`).expect(200);
    expect(after.body.opens).toBe(1);
    expect(after.body.lastOpenedAt).not.toBeNull();
    // Another tenant's address does not know the token: the answer to an unknown one.
    const elsewhere = await supertest(t.app)
      .get(`/api/v1/viewer/file/${data.token_id}`)
      .set('Host', 'aozora.test');
    expect(statusOf(elsewhere)).toBe(600);
  });

  it('asks a visitor to sign in when the link is for readers, then opens outside any group', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf(), { isInGroup: false });
    const link = await createLink({ contentId: book.id });
    const anonymous = await openLink(link.token);
    expect(statusOf(anonymous)).toBe(401);
    // Without the link the book is in no group: the reader may not open it.
    expect(statusOf(await openViewer(t.app, reader, { content_id: book.id }))).toBe(
      Status.cannotViewBook,
    );
    const res = await openLink(link.token, reader).expect(200);
    expect(res.body.data.watermark.text).toBe(reader.email);
    const row = await t.db('viewer_tokens').first();
    expect(row).toMatchObject({ user_id: reader.id, link_id: link.id });
    expect(Boolean(row.is_bearer)).toBe(false);
    // A reader's link token is theirs: without the session it is refused.
    const bare = await v1(t.app, 'get', `/viewer/file/${res.body.data.token_id}`);
    expect(statusOf(bare)).toBe(401);
  });

  it('refuses unknown, expired, revoked and unpublished, and another tenant’s link', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf());
    const link = await createLink({
      contentId: book.id,
      allowAnonymous: true,
      expiryDate: dayFrom(0),
    });
    expect(statusOf(await openLink('x'.repeat(43)))).toBe(Status.invalidToken);
    expect(statusOf(await openLink('short'))).toBe(Status.invalidToken);
    const onAozora = await supertest(t.app)
      .get(`/api/v1/content/link/${link.token}/viewer-token`)
      .set('Host', 'aozora.test');
    expect(statusOf(onAozora)).toBe(Status.invalidToken);

    const open = await openLink(link.token).expect(200);
    await t.db('contents').where({ id: book.id }).update({ is_published: false });
    expect(statusOf(await openLink(link.token))).toBe(Status.contentUnpublished);
    await t.db('contents').where({ id: book.id }).update({ is_published: true, can_view: false });
    expect(statusOf(await openLink(link.token))).toBe(Status.cannotViewBook);
    await t.db('contents').where({ id: book.id }).update({ can_view: true });

    // The link's last day passes: new opens and open viewers both end (811).
    t.clock.advance(DAY_MS + 60_000);
    expect(statusOf(await openLink(link.token))).toBe(Status.accessExpired);
    const beat = await v1(
      t.app,
      'post',
      `/viewer/tokens/${open.body.data.token_id}/heartbeat`,
    ).send({});
    expect(statusOf(beat)).toBe(Status.accessExpired);
  });

  it('ends an open viewer once the admin revokes its link', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf());
    const link = await createLink({ contentId: book.id, allowAnonymous: true });
    const open = await openLink(link.token).expect(200);
    const admin = await t.login('sakura');
    await admin.delete(`/api/admin/content-links/${link.id}`).expect(200);
    const file = await v1(t.app, 'get', `/viewer/file/${open.body.data.token_id}`);
    expect(statusOf(file)).toBe(Status.invalidToken);
    expect(statusOf(await openLink(link.token))).toBe(Status.invalidToken);
  });

  it('gives an anonymous visitor of a one-seat book the seat only while nobody holds it', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf(), { maxReaders: 1 });
    const link = await createLink({ contentId: book.id, allowAnonymous: true });
    const first = await openLink(link.token).expect(200);
    expect(statusOf(await openLink(link.token))).toBe(Status.sessionMaximum);
    // A reload hands its token in and takes the seat over.
    await openLink(link.token).query({ token_id: first.body.data.token_id }).expect(200);
  });
});

describe('direct view: bearer tokens for embeds', () => {
  it('issues a bearer token a web view opens without the session', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf(), { title: 'Embed', print: 1 });
    const issued = await v1(t.app, 'post', '/content/public/direct-view-token', reader)
      .send({ content_id: book.id, content_group_id: book.groupId })
      .expect(200);
    const { view_token: viewToken, path } = issued.body.data;
    expect(path).toBe(`/direct-view/${viewToken}`);
    const described = await v1(t.app, 'get', `/viewer/tokens/${viewToken}`).expect(200);
    expect(described.body.data).toMatchObject({
      token_id: viewToken,
      content_info: { id: book.id, title: 'Embed', download: false, print: 1 },
      watermark: { text: reader.email },
    });
    await v1(t.app, 'get', `/viewer/file/${viewToken}`)
      .set('Range', 'bytes=0-99')
      .buffer(true)
      .parse(binary)
      .expect(206);
    await v1(t.app, 'post', `/viewer/tokens/${viewToken}/print`).send({ pages: 3 }).expect(200);
    await v1(t.app, 'delete', `/viewer/tokens/${viewToken}`).expect(200);
    expect(statusOf(await v1(t.app, 'get', `/viewer/tokens/${viewToken}`))).toBe(
      Status.invalidToken,
    );
  });

  it('refuses an anonymous caller, a book the reader may not open, and a session token alone', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf(), { isInGroup: false });
    const anonymous = await v1(t.app, 'post', '/content/public/direct-view-token').send({
      content_id: book.id,
    });
    expect(statusOf(anonymous)).toBe(401);
    const refused = await v1(t.app, 'post', '/content/public/direct-view-token', reader).send({
      content_id: book.id,
    });
    expect(statusOf(refused)).toBe(Status.cannotViewBook);
    const open = await bookWithFile(t, sakura, await englishPdf());
    const session = await openViewer(t.app, reader, { content_id: open.id }).expect(200);
    const bare = await v1(t.app, 'get', `/viewer/tokens/${session.body.data.token_id}`);
    expect(statusOf(bare)).toBe(401);
    const own = await v1(t.app, 'get', `/viewer/tokens/${session.body.data.token_id}`, reader);
    expect(own.status).toBe(200);
  });
});
