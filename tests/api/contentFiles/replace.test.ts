import type TestAgent from 'supertest/lib/agent';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../server/src/access/roles';
import { createTestApp, hosts } from '../../support/app';
import type { TestApp } from '../../support/app';
import { englishPdf, englishText, japanesePdf, japaneseText, tinyPng } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import { firstPageKey } from '../../../server/src/content/files/storedFiles';
import { blobKeys, clearBlobs, form, textOf } from './helpers';

let t: TestApp;
let sakura: TestAgent;
let aozora: TestAgent;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp();
  sakura = await t.login('sakura');
  aozora = await t.login('aozora');
  staffToken = (await createReader(t, t.fixtures.sakura.id, { roleLevel: Role.COMPANY_ADMIN }))
    .token;
});
afterEach(async () => {
  await t.db('contents').delete();
  clearBlobs(t);
});
afterAll(async () => {
  await t?.destroy();
});

async function createEnglish(): Promise<{ id: string; fileKey: string; coverKey: string }> {
  const res = await form(sakura.post('/api/admin/content-files'), {
    file: { bytes: await englishPdf(), name: 'handbook.pdf' },
    cover: { bytes: tinyPng(), name: 'cover.png' },
    data: { title: 'Handbook' },
  }).expect(201);
  await t.jobs.drain();
  expect(await textOf(t, res.body.id)).toContain(englishText[0]);
  return res.body;
}

/** A content's blobs once its upload job has run: file, cover and page-1 image. */
const keptKeys = (created: { fileKey: string; coverKey: string }) =>
  [created.coverKey, created.fileKey, firstPageKey(created.fileKey)].sort();

/** The first page's size as the row keeps it, or null when there is no image. */
const firstPageOf = (content: {
  first_page_width: number | null;
  first_page_height: number | null;
}) =>
  content.first_page_width === null ? null : [content.first_page_width, content.first_page_height];

describe('PUT /api/v1/content/replace-content/{id}', () => {
  it('keeps the id, swaps the file, and extracts the new text', async () => {
    const created = await createEnglish();
    const res = await form(
      t
        .anonymous()
        .put(`/api/v1/content/replace-content/${created.id}?path=sakura`)
        .set('X-Access-Token', staffToken),
      {
        file: { bytes: await japanesePdf(), name: 'honbana.pdf' },
        data: { author: '佐藤' },
      },
    ).expect(200);
    expect(res.body.data).toMatchObject({
      id: created.id,
      title: 'Handbook',
      author: '佐藤',
      file_name: 'honbana.pdf',
      text_status: 'PENDING',
      cover_key: created.coverKey,
    });
    // The old text is gone at once; the old file and its page-1 image once the new one is in place.
    expect(await textOf(t, created.id)).toBeNull();
    expect(blobKeys(t)).toEqual([created.coverKey, res.body.data.file_key].sort());
    expect(firstPageOf(await t.db('contents').where({ id: created.id }).first())).toEqual(null);
    expect(res.body.data.file_key).not.toBe(created.fileKey);

    await t.jobs.drain();
    const text = await textOf(t, created.id);
    expect(text).toContain(japaneseText[1]);
    expect(text).not.toContain(englishText[0]);
    const done = await t.db('contents').where({ id: created.id }).first();
    expect(done.text_status).toBe('DONE');
    // The new file's first page is drawn by the same job.
    expect(firstPageOf(done)).not.toBeNull();
    const newKey = res.body.data.file_key as string;
    expect(blobKeys(t)).toEqual([created.coverKey, newKey, firstPageKey(newKey)].sort());
  });

  it('keeps the current file when the new one is refused', async () => {
    const created = await createEnglish();
    const res = await form(sakura.put(`/api/admin/content-files/${created.id}`), {
      file: { bytes: tinyPng(), name: 'renamed.pdf' },
    }).expect(400);
    expect(res.body.status).toBe(412);
    expect(blobKeys(t)).toEqual(keptKeys(created));
    const row = await t.db('contents').where({ id: created.id }).first();
    expect(row).toMatchObject({ file_key: created.fileKey, text_status: 'DONE' });
  });

  it("answers 404 for another tenant's content, and leaves it alone", async () => {
    const created = await createEnglish();
    const pdf = { bytes: await japanesePdf(), name: 'x.pdf' };
    await form(aozora.put(`/api/admin/content-files/${created.id}`), { file: pdf }).expect(404);
    await aozora.get(`/api/admin/content-files/${created.id}/status`).expect(404);
    const aozoraToken = (
      await createReader(t, t.fixtures.aozora.id, { roleLevel: Role.COMPANY_ADMIN })
    ).token;
    await form(
      t
        .anonymous()
        .put(`/api/v1/content/replace-content/${created.id}`)
        .set('Host', hosts.aozora)
        .set('X-Access-Token', aozoraToken),
      { file: pdf },
    ).expect(404);
    expect(blobKeys(t)).toEqual(keptKeys(created));
  });
});

describe('POST /api/admin/content-files/{id}/extract-text', () => {
  it('shows an extraction stopped by a storage outage, and runs it again', async () => {
    const res = await form(sakura.post('/api/admin/content-files'), {
      file: { bytes: await englishPdf(), name: 'a.pdf' },
      data: { title: 'Outage' },
    }).expect(201);
    const store = t.ctx.store;
    const get = store.get;
    store.get = () => Promise.reject(new Error('storage is down'));
    try {
      await t.jobs.drain();
    } finally {
      store.get = get;
    }
    const stopped = await sakura.get(`/api/admin/content-files/${res.body.id}/status`).expect(200);
    expect(stopped.body).toMatchObject({
      textStatus: 'FAILED',
      textError: expect.stringContaining('storage is down'),
    });

    const again = await sakura.post(`/api/admin/content-files/${res.body.id}/extract-text`);
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ textStatus: 'PENDING', textError: null });
    await t.jobs.drain();
    expect(await textOf(t, res.body.id)).toContain(englishText[1]);
  });
});

describe('who may upload', () => {
  it('answers 401 to anonymous callers and stores nothing', async () => {
    const pdf = { bytes: await englishPdf(), name: 'a.pdf' };
    const data = { title: 'Anonymous' };
    const v1 = await form(t.anonymous().post('/api/v1/content/upload-add?path=sakura'), {
      file: pdf,
      data,
    }).expect(401);
    expect(v1.body.status).toBe(401);
    await form(t.anonymous().post('/api/admin/content-files'), { file: pdf, data }).expect(401);
    await t.anonymous().get('/api/admin/content-files/abc/status').expect(401);
    expect(blobKeys(t)).toEqual([]);
  });

  it('refuses readers, service admins and staff of another tenant (403)', async () => {
    const pdf = { bytes: await englishPdf(), name: 'a.pdf' };
    const data = { title: 'Forbidden' };
    const reader = await createReader(t, t.fixtures.sakura.id);
    await form(
      t
        .anonymous()
        .post('/api/v1/content/upload-add?path=sakura')
        .set('X-Access-Token', reader.token),
      { file: pdf, data },
    ).expect(403);
    const service = await t.login('service');
    await form(service.post('/api/admin/content-files'), { file: pdf, data }).expect(403);
    await form(aozora.post(`/api/admin/content-files?companyId=${t.fixtures.sakura.id}`), {
      file: pdf,
      data,
    }).expect(403);
    expect(await t.db('contents').count({ n: '*' }).first()).toMatchObject({
      n: expect.anything(),
    });
    expect(blobKeys(t)).toEqual([]);
  });

  it('lets a system admin upload for the tenant chosen with ?companyId=', async () => {
    const system = await t.login('system');
    const res = await form(
      system.post(`/api/admin/content-files?companyId=${t.fixtures.aozora.id}`),
      { file: { bytes: await englishPdf(), name: 'a.pdf' }, data: { title: 'For Aozora' } },
    ).expect(201);
    expect(res.body.companyId).toBe(t.fixtures.aozora.id);
    expect(res.body.fileKey.startsWith(`${t.fixtures.aozora.id}/content/`)).toBe(true);
  });
});
