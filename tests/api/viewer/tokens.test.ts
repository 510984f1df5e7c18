import { Status } from '@hondana/schemas/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../server/src/access/roles';
import { VIEW_TOKEN_TTL_MS } from '../../../server/src/viewer/limits';
import { hashSecret } from '../../../server/src/access/secrets';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents, createGroup } from '../../support/contents';
import { englishPdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { bookWithFile, openViewer, statusOf, v1 } from './support';

let t: TestApp;
let reader: TestReader;
let sakura: string;

beforeAll(async () => {
  t = await createTestApp();
  sakura = t.fixtures.sakura.id;
  reader = await createReader(t, sakura, { fullName: 'Hana Reader' });
});
afterEach(async () => {
  await t.db('viewer_tokens').delete();
  await clearContents(t);
  await t.reset();
});
afterAll(() => t.destroy());

/** Opens the viewer as `who` (the test's reader by default; null for an anonymous visitor). */
const open = (query: Record<string, string>, who: TestReader | null = reader) =>
  openViewer(t.app, who ?? undefined, query);

describe('GET /content/public/viewer-token', () => {
  it('answers a token, the content info and the watermark resolved for this reader', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf(), { title: 'Quiet', print: 2 });
    const admin = await t.login('sakura');
    await admin
      .put('/api/admin/settings/watermark')
      .send({
        data: {
          isShow: true,
          contentType: 'CUSTOM',
          watermarkContent: '{name} <{email}> {date} {address}',
          position: 'TOP_RIGHT',
        },
      })
      .expect(200);
    const res = await open({ content_id: book.id, content_group_id: book.groupId })
      .set('Referer', 'https://library.example/sakura/abc')
      .expect(200);
    const data = res.body.data;
    expect(data.token_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.content_info).toMatchObject({ id: book.id, title: 'Quiet', print: 2 });
    expect(data.watermark).toMatchObject({ is_show: true, position: 'TOP_RIGHT' });
    expect(data.watermark.text).toMatch(
      new RegExp(`^Hana Reader <${reader.email}> \\d{4}/\\d{2}/\\d{2} (::ffff:)?127\\.0\\.0\\.1$`),
    );
    // Stored hashed, bound to tenant, reader, content and group, with the referrer.
    const row = await t.db('viewer_tokens').first();
    expect(row).toMatchObject({
      token_hash: hashSecret(data.token_id),
      company_id: sakura,
      user_id: reader.id,
      content_id: book.id,
      content_group_id: book.groupId,
      referrer: 'https://library.example/sakura/abc',
    });
    expect(JSON.stringify(row)).not.toContain(data.token_id);
  });

  it('draws the e-mail by default', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf());
    const res = await open({ content_id: book.id }).expect(200);
    expect(res.body.data.watermark.text).toBe(reader.email);
  });

  it('refuses an anonymous visitor with 401', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf());
    const res = await open({ content_id: book.id }, null);
    expect(res.status).toBe(401);
    expect(statusOf(res)).toBe(Status.unauthorized);
  });

  it('refuses 839 for a content in no group, one that may not be viewed, or another group', async () => {
    const loose = await bookWithFile(t, sakura, await englishPdf(), { isInGroup: false });
    expect(statusOf(await open({ content_id: loose.id }))).toBe(Status.cannotViewBook);
    const closed = await bookWithFile(t, sakura, await englishPdf(), { canView: false });
    expect(statusOf(await open({ content_id: closed.id }))).toBe(Status.cannotViewBook);
    const other = await createGroup(t, sakura);
    const book = await bookWithFile(t, sakura, await englishPdf());
    const res = await open({ content_id: book.id, content_group_id: other.id });
    expect(statusOf(res)).toBe(Status.cannotViewBook);
    expect(await t.db('viewer_tokens').select('token_hash')).toEqual([]);
  });

  it('lets a special group of the content type entitle it', async () => {
    await createGroup(t, sakura, { type: 4 });
    const book = await bookWithFile(t, sakura, await englishPdf(), {
      isInGroup: false,
      type: 'new',
    });
    await open({ content_id: book.id }).expect(200);
  });

  it('refuses an unpublished content with 908 and an unknown one with 404', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf(), { isPublished: false });
    expect(statusOf(await open({ content_id: book.id }))).toBe(Status.contentUnpublished);
    expect(statusOf(await open({ content_id: 'a'.repeat(32) }))).toBe(Status.notFound);
    expect(statusOf(await open({ content_id: 'NOT AN ID' }))).toBe(Status.badRequest);
  });

  it('lets an IP-login reader (role 4) open the viewer', async () => {
    const ipReader = await createReader(t, sakura, { roleLevel: Role.IP });
    const book = await bookWithFile(t, sakura, await englishPdf(), { canDownload: true });
    const res = await open({ content_id: book.id }, ipReader).expect(200);
    expect(res.body.data.content_info.download).toBe(false);
  });

  it('refuses a reader of another tenant on this tenant with 401', async () => {
    const stranger = await createReader(t, t.fixtures.aozora.id);
    const book = await bookWithFile(t, sakura, await englishPdf());
    expect(statusOf(await open({ content_id: book.id }, stranger))).toBe(Status.unauthorized);
  });
});

describe('heartbeat and close', () => {
  it('keeps a token alive past its first lifetime, and refuses it once expired (811)', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf());
    const token = (await open({ content_id: book.id }).expect(200)).body.data.token_id;
    const beat = () => v1(t.app, 'post', `/viewer/tokens/${token}/heartbeat`, reader);
    t.clock.advance(VIEW_TOKEN_TTL_MS - 60_000);
    await beat().expect(200);
    t.clock.advance(VIEW_TOKEN_TTL_MS - 60_000);
    await beat().expect(200);
    t.clock.advance(VIEW_TOKEN_TTL_MS + 1);
    expect(statusOf(await beat())).toBe(Status.accessExpired);
  });

  it("refuses another reader's and another tenant's token (600), and a closed one", async () => {
    const book = await bookWithFile(t, sakura, await englishPdf());
    const token = (await open({ content_id: book.id }).expect(200)).body.data.token_id;
    const other = await createReader(t, sakura);
    const beat = (who: TestReader) => v1(t.app, 'post', `/viewer/tokens/${token}/heartbeat`, who);
    expect(statusOf(await beat(other))).toBe(Status.invalidToken);

    const aozoraReader = await createReader(t, t.fixtures.aozora.id);
    const onAozora = await (
      await import('supertest')
    )
      .default(t.app)
      .post(`/api/v1/viewer/tokens/${token}/heartbeat`)
      .set('Host', 'aozora.test')
      .set('X-Access-Token', aozoraReader.token);
    expect(statusOf(onAozora)).toBe(Status.invalidToken);

    await v1(t.app, 'delete', `/viewer/tokens/${token}`, reader).expect(200);
    expect(statusOf(await beat(reader))).toBe(Status.invalidToken);
  });

  it('ends the viewer at the next beat once the book is unpublished (908)', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf());
    const token = (await open({ content_id: book.id }).expect(200)).body.data.token_id;
    await t.db('contents').where({ id: book.id }).update({ is_published: false });
    const res = await v1(t.app, 'post', `/viewer/tokens/${token}/heartbeat`, reader);
    expect(statusOf(res)).toBe(Status.contentUnpublished);
  });
});
