import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../server/src/settings/images';
import { createTestApp } from '../support/app';
import type { TestApp } from '../support/app';
import { readShellConfig } from '../support/shell';

let t: TestApp;
let sakura: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  sakura = await t.login('sakura');
});
afterEach(() => t.reset());
afterAll(async () => {
  await t.destroy();
});

const png = tinyPng();
const jpeg = tinyJpeg();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function upload(agent: TestAgent, bytes: Buffer, filename: string, folder = 'logo', query = '') {
  return agent.post(`/api/admin/uploads/${folder}${query}`).attach('file', bytes, { filename });
}

describe('POST /api/admin/uploads/:folder', () => {
  it('stores a PNG under its hash and serves the same bytes back', async () => {
    const res = await upload(sakura, png, 'logo.png').expect(201);
    const url = `/files/${t.fixtures.sakura.id}/logo/${sha256(png)}.png`;
    expect(res.body).toEqual({ url, contentType: 'image/png', size: png.length });

    const file = await t.anonymous().get(url).buffer(true).expect(200);
    expect(Buffer.compare(file.body as Buffer, png)).toBe(0);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe('inline');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await t.anonymous().get(url).set('If-None-Match', file.headers.etag).expect(304);
  });

  it('trusts the bytes, not the name: a JPEG called .png is stored as a JPEG', async () => {
    const res = await upload(sakura, jpeg, 'photo.png', 'banner').expect(201);
    expect(res.body.url).toBe(`/files/${t.fixtures.sakura.id}/banner/${sha256(jpeg)}.jpg`);
    const file = await t.anonymous().get(res.body.url).expect(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a text file renamed .png and an SVG as invalid files (412)', async () => {
    const text = await upload(sakura, Buffer.from('just some text\n'), 'notes.png').expect(400);
    expect(text.body).toMatchObject({ status: 412, message_key: 'api.error.412' });
    expect(text.body.message).toContain('notes.png');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const refused = await upload(sakura, svg, 'logo.svg').expect(400);
    expect(refused.body.status).toBe(412);
  });

  it('accepts exactly 2 MB and refuses one byte more with a field error', async () => {
    const exact = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES - png.length)]);
    await upload(sakura, exact, 'exact.png').expect(201);
    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    const res = await upload(sakura, over, 'big.png').expect(400);
    expect(res.body).toMatchObject({ status: 400, errors: { file: expect.any(String) } });
  });

  it('answers 400, never 500, to malformed forms', async () => {
    const path = '/api/admin/uploads/logo';
    const noFile = await sakura.post(path).field('name', 'logo').expect(400);
    expect(noFile.body.errors).toHaveProperty('file');
    const empty = await upload(sakura, Buffer.alloc(0), 'empty.png').expect(400);
    expect(empty.body.errors).toHaveProperty('file');
    const wrongField = await sakura.post(path).attach('image', png, 'a.png').expect(400);
    expect(wrongField.body.errors).toHaveProperty('file');
    await sakura.post(path).attach('file', png, 'a.png').attach('file', jpeg, 'b.jpg').expect(400);
    await sakura
      .post(path)
      .set('Content-Type', 'multipart/form-data; boundary=XyZ')
      .send('--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG')
      .expect(400);
    await sakura.post(path).send({ file: 'not multipart' }).expect(400);
  });

  it('answers 404 for an unknown folder', async () => {
    await upload(sakura, png, 'a.png', 'avatars').expect(404);
  });

  it('needs a session and the right tenant', async () => {
    await upload(t.anonymous(), png, 'a.png').expect(401);
    const aozora = await t.login('aozora');
    await upload(aozora, png, 'a.png', 'logo', `?companyId=${t.fixtures.sakura.id}`).expect(403);
    const system = await t.login('system');
    await upload(system, png, 'a.png').expect(400);
    const res = await upload(system, png, 'a.png', 'logo', `?companyId=${t.fixtures.aozora.id}`);
    expect(res.status).toBe(201);
    expect(res.body.url).toContain(`/files/${t.fixtures.aozora.id}/logo/`);
  });
});

describe('GET /files/...', () => {
  it('answers 404 for missing files and for names that leave the store', async () => {
    writeFileSync(join(t.dataDir, 'secret.txt'), 'secret');
    const id = t.fixtures.sakura.id;
    const anonymous = t.anonymous();
    await anonymous.get(`/files/${id}/logo/${'0'.repeat(64)}.png`).expect(404);
    await anonymous.get(`/files/${id}/logo/..%2F..%2F..%2Fsecret.txt`).expect(404);
    await anonymous.get('/files/..%2F..%2Fsecret.txt/logo/x.png').expect(404);
    await anonymous.get(`/files/%2e%2e/%2e%2e/secret.txt`).expect(404);
    await anonymous.get(`/files/${id}/other/${sha256(png)}.png`).expect(404);
  });
});

describe('uploaded images in the reader', () => {
  it('shows an uploaded header logo in the shell, allowed by the CSP', async () => {
    const { body } = await upload(sakura, png, 'logo.png').expect(201);
    await sakura
      .put('/api/admin/settings/header')
      .send({ data: { logo: body.url } })
      .expect(200);
    const shell = await t.anonymous().get('/sakura/').expect(200);
    expect(readShellConfig(shell.text).settings.header.logo).toBe(body.url);
    expect(shell.headers['content-security-policy']).toMatch(/img-src 'self'/);
  });
});

describe('PUT /api/v1/banner as multipart (image + content-data)', () => {
  it('stores the image and the banner settings in one request', async () => {
    const contentData = { is_show: true, type_banner: 'IMAGE', link: 'https://example.com/' };
    const res = await sakura
      .put('/api/v1/banner')
      .field('content-data', JSON.stringify(contentData))
      .attach('file', jpeg, 'banner.jpg')
      .expect(200);
    const url = `/files/${t.fixtures.sakura.id}/banner/${sha256(jpeg)}.jpg`;
    expect(res.body.data).toMatchObject({ image: url, type_banner: 'IMAGE', is_show: true });

    const saved = await sakura.get('/api/admin/settings/banner').expect(200);
    expect(saved.body.data).toMatchObject({ image: url, link: 'https://example.com/' });
    const file = await t.anonymous().get(url).buffer(true).expect(200);
    expect(Buffer.compare(file.body as Buffer, jpeg)).toBe(0);
  });

  it('lets JSON through untouched and refuses a broken content-data', async () => {
    const json = await sakura
      .put('/api/v1/banner')
      .send({ is_show: false, message: 'Hello' })
      .expect(200);
    expect(json.body.data).toMatchObject({ is_show: false, message: 'Hello' });
    const before = await sakura.get('/api/admin/settings/banner').expect(200);
    const broken = await sakura
      .put('/api/v1/banner')
      .field('content-data', '{not json')
      .expect(400);
    expect(broken.body.errors).toHaveProperty('content-data');
    const after = await sakura.get('/api/admin/settings/banner').expect(200);
    expect(after.body.version).toBe(before.body.version);
  });

  it("stores nothing for another tenant's admin", async () => {
    const aozora = await t.login('aozora');
    await aozora
      .put(`/api/v1/banner?companyId=${t.fixtures.sakura.id}`)
      .field('content-data', '{}')
      .attach('file', png, 'banner.png')
      .expect(403);
    const url = `/files/${t.fixtures.sakura.id}/banner/${sha256(png)}.png`;
    await t.anonymous().get(url).expect(404);
  });
});

/** A valid 1×1 RGBA PNG: signature, IHDR, zlib-compressed IDAT, IEND, each with its CRC. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const scanline = Buffer.from([0, 0xe9, 0x1e, 0x63, 0xff]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanline)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a baseline JPEG: SOI, a JFIF APP0 segment, a 1 x 1 frame header, then EOI. */
function tinyJpeg(): Buffer {
  const app0 = [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0, 0];
  const sof0 = [0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00];
  return Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...app0, ...sof0, 0xff, 0xd9]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}
