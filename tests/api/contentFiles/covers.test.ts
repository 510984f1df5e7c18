import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts } from '../../support/app';
import type { TestApp } from '../../support/app';
import { englishPdf, tinyPng } from '../../support/pdfs';
import { blobKeys, form } from './helpers';

let t: TestApp;
let sakura: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  sakura = await t.login('sakura');
});
afterAll(async () => {
  await t?.destroy();
});

async function upload(isPublished: boolean, cover = tinyPng()) {
  const res = await form(sakura.post('/api/admin/content-files'), {
    file: { bytes: await englishPdf(), name: 'a.pdf' },
    cover: { bytes: cover, name: 'cover.png' },
    data: { title: 'Covered', isPublished },
  }).expect(201);
  return res.body as { id: string; coverKey: string };
}

describe('POST /api/admin/content-files: the cover', () => {
  it('refuses a cover declaring 50,000 x 50,000 pixels with 412, storing nothing (issue 29)', async () => {
    const huge = Buffer.from(tinyPng());
    huge.writeUInt32BE(50_000, 16);
    huge.writeUInt32BE(50_000, 20);
    const before = blobKeys(t);
    const res = await form(sakura.post('/api/admin/content-files'), {
      file: { bytes: await englishPdf(), name: 'a.pdf' },
      cover: { bytes: huge, name: 'cover.png' },
      data: { title: 'Huge cover', isPublished: true },
    });
    expect(res.body).toMatchObject({ status: 412, errors: { cover: expect.any(String) } });
    expect(res.body.message).toMatch(/50000 x 50000 pixels/);
    expect(blobKeys(t)).toEqual(before);
    expect(await t.db('contents').where({ title: 'Huge cover' })).toEqual([]);
  });
});

describe('GET /api/v1/content/cover/{id}', () => {
  it("serves a published content's cover to anyone, with an ETag", async () => {
    const { id } = await upload(true);
    const res = await t.anonymous().get(`/api/v1/content/cover/${id}`).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(res.body as Buffer, tinyPng())).toBe(0);
    await t
      .anonymous()
      .get(`/api/v1/content/cover/${id}`)
      .set('If-None-Match', res.headers.etag)
      .expect(304);
  });

  it("shows an unpublished content's cover only to the tenant's staff", async () => {
    const { id } = await upload(false);
    await t.anonymous().get(`/api/v1/content/cover/${id}`).expect(404);
    await sakura.get(`/api/v1/content/cover/${id}`).expect(200);
    const aozora = await t.login('aozora');
    await aozora.get(`/api/v1/content/cover/${id}`).expect(404);
  });

  it("answers 404 on another tenant's host and for unknown ids", async () => {
    const { id } = await upload(true);
    await t.anonymous().get(`/api/v1/content/cover/${id}`).set('Host', hosts.aozora).expect(404);
    await t
      .anonymous()
      .get(`/api/v1/content/cover/${'0'.repeat(32)}`)
      .expect(404);
    await t.anonymous().get('/api/v1/content/cover/..%2F..%2Fetc').expect(404);
  });

  it('serves the new cover after a replace and removes the old image', async () => {
    const first = await upload(true);
    const newCover = Buffer.concat([tinyPng(), Buffer.from('trailing bytes')]);
    const res = await form(sakura.put(`/api/admin/content-files/${first.id}`), {
      file: { bytes: await englishPdf(), name: 'a.pdf' },
      cover: { bytes: newCover, name: 'new.png' },
    }).expect(200);
    expect(res.body.coverKey).not.toBe(first.coverKey);
    expect(blobKeys(t)).not.toContain(first.coverKey);
    const image = await t.anonymous().get(`/api/v1/content/cover/${first.id}`).buffer(true);
    expect(Buffer.compare(image.body as Buffer, newCover)).toBe(0);
  });
});
