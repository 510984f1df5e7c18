import { closeSync, ftruncateSync, openSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../server/src/access/roles';
import { MAX_PDF_BYTES } from '../../../server/src/content/files/limits';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import {
  brokenPdf,
  encryptedPdf,
  englishPdf,
  englishText,
  imagePdfFile,
  japanesePdf,
  japaneseText,
  javascriptPdf,
  tinyPng,
} from '../../support/pdfs';
import { createReader } from '../../support/readers';
import { blobKeys, clearBlobs, contentRows, form, stagingFiles, textOf } from './helpers';

let t: TestApp;
let sakura: TestAgent;
let staffToken: string;
let sakuraId: string;

beforeAll(async () => {
  t = await createTestApp();
  sakuraId = t.fixtures.sakura.id;
  sakura = await t.login('sakura');
  staffToken = (await createReader(t, sakuraId, { roleLevel: Role.COMPANY_ADMIN })).token;
});
afterEach(async () => {
  await t.db('contents').delete();
  clearBlobs(t);
});
afterAll(async () => {
  await t?.destroy();
});

const uploadAdd = () =>
  t.anonymous().post('/api/v1/content/upload-add?path=sakura').set('X-Access-Token', staffToken);

describe('POST /api/v1/content/upload-add', () => {
  it('stores an English PDF, then the job extracts its text', async () => {
    const res = await form(uploadAdd(), {
      file: { bytes: await englishPdf(), name: 'handbook.pdf' },
      data: { title: 'Handbook', author: 'K. Sato', is_published: true },
    }).expect(200);
    const content = res.body.data;
    expect(res.body.status).toBe(200);
    expect(content).toMatchObject({
      title: 'Handbook',
      file_name: 'handbook.pdf',
      extension_type: 'pdf',
      has_active_content: false,
      text_status: 'PENDING',
      is_published: true,
      active_content: [],
    });
    expect(content.file_key).toMatch(
      new RegExp(`^${sakuraId}/content/${content.id}/[a-f0-9]{64}\\.pdf$`),
    );
    expect(blobKeys(t)).toEqual([content.file_key]);

    await t.jobs.drain();
    const row = await t.db('contents').where({ id: content.id }).first();
    expect(row.text_status).toBe('DONE');
    expect(row.text_error).toBeNull();
    // The usage log bounds page views and prints by it.
    expect(row.page_count).toBe(englishText.length);
    const text = await textOf(t, content.id);
    for (const line of englishText) expect(text).toContain(line);
  });

  it('extracts Japanese text printed by Chromium (cMaps, CJK fonts)', async () => {
    const res = await form(sakura.post('/api/admin/content-files'), {
      file: { bytes: await japanesePdf(), name: '本棚.pdf' },
      data: { title: '本棚の本' },
    }).expect(201);
    expect(res.body).toMatchObject({ fileName: '本棚.pdf', textStatus: 'PENDING' });
    await t.jobs.drain();
    const status = await sakura.get(`/api/admin/content-files/${res.body.id}/status`).expect(200);
    expect(status.body).toMatchObject({ textStatus: 'DONE', textError: null });
    const text = await textOf(t, res.body.id);
    for (const line of japaneseText) expect(text).toContain(line);
  });

  it('marks a broken PDF and a password-protected PDF FAILED with the reason', async () => {
    const ids: string[] = [];
    for (const [bytes, name] of [
      [brokenPdf(), 'broken.pdf'],
      [await encryptedPdf(), 'locked.pdf'],
    ] as const) {
      const res = await form(sakura.post('/api/admin/content-files'), {
        file: { bytes, name },
        data: { title: name },
      }).expect(201);
      ids.push(res.body.id);
    }
    await t.jobs.drain();
    const [broken, locked] = await Promise.all(
      ids.map(async (id) => (await sakura.get(`/api/admin/content-files/${id}/status`)).body),
    );
    expect(broken).toMatchObject({
      textStatus: 'FAILED',
      textError: expect.stringMatching(/damaged/),
    });
    expect(locked).toMatchObject({
      textStatus: 'FAILED',
      textError: expect.stringMatching(/password/),
    });
    expect(await textOf(t, ids[0])).toBe('');
  });

  it('flags a PDF whose /OpenAction runs JavaScript', async () => {
    const res = await form(sakura.post('/api/admin/content-files'), {
      file: { bytes: await javascriptPdf(), name: 'script.pdf' },
      data: { title: 'Scripted' },
    }).expect(201);
    expect(res.body).toMatchObject({ hasActiveContent: true, activeContent: ['JS', 'JavaScript'] });
    const status = await sakura.get(`/api/admin/content-files/${res.body.id}/status`).expect(200);
    expect(status.body.hasActiveContent).toBe(true);
  });

  it('does not flag a PDF whose image bytes happen to spell /JS (names are read from objects)', async () => {
    const path = join(t.dataDir, 'scan.pdf');
    await imagePdfFile(path, 2);
    const res = await sakura
      .post('/api/admin/content-files')
      .field('content-data', JSON.stringify({ title: 'Scanned' }))
      .attach('file', path)
      .expect(201);
    expect(res.body).toMatchObject({ hasActiveContent: false, activeContent: [] });
    await t.jobs.drain();
    const status = await sakura.get(`/api/admin/content-files/${res.body.id}/status`).expect(200);
    expect(status.body).toMatchObject({ textStatus: 'DONE', fileSize: statSync(path).size });
  });

  it('stores a cover image next to the PDF', async () => {
    const res = await form(sakura.post('/api/admin/content-files'), {
      file: { bytes: await englishPdf(), name: 'a.pdf' },
      cover: { bytes: tinyPng(), name: 'cover.png' },
      data: { title: 'With cover' },
    }).expect(201);
    expect(res.body.coverKey).toMatch(/\/cover-[a-f0-9]{64}\.png$/);
    expect(blobKeys(t)).toEqual([res.body.coverKey, res.body.fileKey].sort());
  });
});

describe('refused uploads store nothing', () => {
  async function expectNothingStored() {
    expect(await contentRows(t, sakuraId)).toEqual([]);
    expect(blobKeys(t)).toEqual([]);
    expect(stagingFiles(t)).toEqual([]);
  }

  it('refuses a PNG renamed .pdf (412, validate.file.notAllowed)', async () => {
    const res = await form(uploadAdd(), {
      file: { bytes: tinyPng(), name: 'photo.pdf' },
      data: { title: 'Not a PDF' },
    }).expect(400);
    expect(res.body).toMatchObject({ status: 412, errors: { file: 'validate.file.notAllowed' } });
    expect(res.body.message).toContain('photo.pdf');
    await expectNothingStored();
  });

  it('refuses a cover that is not an image, and a form without a file', async () => {
    const res = await form(sakura.post('/api/admin/content-files'), {
      file: { bytes: await englishPdf(), name: 'a.pdf' },
      cover: { bytes: await englishPdf(), name: 'cover.png' },
      data: { title: 'Bad cover' },
    }).expect(400);
    expect(res.body).toMatchObject({ status: 412, errors: { cover: 'validate.file.notAllowed' } });
    const none = await form(sakura.post('/api/admin/content-files'), { data: { title: 'x' } });
    expect(none.status).toBe(400);
    expect(none.body.errors).toHaveProperty('file');
    await expectNothingStored();
  });

  it('refuses a cover over 5 MB with HTTP 413', async () => {
    const cover = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await form(sakura.post('/api/admin/content-files'), {
      file: { bytes: await englishPdf(), name: 'a.pdf' },
      cover: { bytes: cover, name: 'huge.png' },
      data: { title: 'Huge cover' },
    }).expect(413);
    expect(res.body).toMatchObject({ status: 412, errors: { cover: 'validate.file.tooLarge' } });
    await expectNothingStored();
  });

  it('refuses a PDF over 200 MB with HTTP 413', async () => {
    // A sparse file: 200 MB on disk costs nothing, and supertest streams it.
    const path = join(t.dataDir, 'huge.pdf');
    const fd = openSync(path, 'w');
    writeSync(fd, '%PDF-1.7\n');
    ftruncateSync(fd, MAX_PDF_BYTES + 1);
    closeSync(fd);
    const res = await uploadAdd()
      .field('content-data', JSON.stringify({ title: 'Huge' }))
      .attach('file', path)
      .expect(413);
    expect(res.body).toMatchObject({ status: 412, errors: { file: 'validate.file.tooLarge' } });
    await expectNothingStored();
  });

  it('refuses invalid content fields and the content limit (420) before storing', async () => {
    const pdf = { bytes: await englishPdf(), name: 'a.pdf' };
    const invalid = await form(uploadAdd(), { file: pdf, data: { title: '', print: 7 } }).expect(
      400,
    );
    expect(invalid.body.errors).toMatchObject({
      title: expect.any(String),
      print: expect.any(String),
    });

    await t.db('companies').where({ id: sakuraId }).update({ max_content: 0 });
    try {
      const full = await form(uploadAdd(), { file: pdf, data: { title: 'One too many' } });
      expect(full.body.status).toBe(420);
    } finally {
      await t.db('companies').where({ id: sakuraId }).update({ max_content: 10 });
    }
    await expectNothingStored();
  });

  it('takes back the stored PDF when storing the cover fails', async () => {
    const store = t.ctx.store;
    const stage = store.stage;
    store.stage = async () => {
      const staged = await stage.call(store);
      const commit = staged.commit;
      staged.commit = async (key, type) => {
        if (key.includes('/cover-')) throw new Error('storage is down');
        return commit(key, type);
      };
      return staged;
    };
    try {
      const res = await form(sakura.post('/api/admin/content-files'), {
        file: { bytes: await englishPdf(), name: 'a.pdf' },
        cover: { bytes: tinyPng(), name: 'c.png' },
        data: { title: 'Storage fails' },
      });
      expect(res.status).toBe(500);
    } finally {
      store.stage = stage;
    }
    await expectNothingStored();
  });
});
