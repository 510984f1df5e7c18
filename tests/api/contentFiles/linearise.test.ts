import type TestAgent from 'supertest/lib/agent';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLineariseJob } from '../../../server/src/content/files/lineariseJob';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createGroup } from '../../support/contents';
import { englishPdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import { binary, openViewer, v1 } from '../viewer/support';
import { clearBlobs, form } from './helpers';

let t: TestApp;
let sakura: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  sakura = await t.login('sakura');
});
afterEach(async () => {
  await t.db('viewer_tokens').delete();
  await t.db('contents').delete();
  clearBlobs(t);
});
afterAll(() => t?.destroy());

const isLinearised = (bytes: Buffer) =>
  bytes.subarray(0, 1024).toString('latin1').includes('/Linearized');

describe('linearised copies for the viewer', () => {
  it('makes one after an upload, keeps the original, and serves the copy to the viewer', async () => {
    const original = await englishPdf();
    expect(isLinearised(original)).toBe(false);
    const group = await createGroup(t, t.fixtures.sakura.id);
    const res = await form(sakura.post('/api/admin/content-files'), {
      file: { bytes: original, name: 'handbook.pdf' },
      data: { title: 'Handbook', groupIds: [group.id] },
    }).expect(201);
    // Before the job: the original is served.
    const row = () => t.db('contents').where({ id: res.body.id }).first();
    expect((await row()).linear_key).toBeNull();
    const status = () => sakura.get(`/api/admin/content-files/${res.body.id}/status`).expect(200);
    expect((await status()).body.isWebOptimised).toBe(false);
    await t.jobs.drain();
    expect((await status()).body.isWebOptimised).toBe(true);
    const { linear_key: linearKey, linear_size: linearSize, file_key: fileKey } = await row();
    expect(fileKey).toBe(res.body.fileKey);
    expect(linearKey).toMatch(
      new RegExp(`^${t.fixtures.sakura.id}/content/${res.body.id}/linear/[0-9a-f]{64}\\.pdf$`),
    );
    const copy = await t.ctx.store.get(linearKey);
    const stored = Buffer.concat(await copy!.stream.toArray());
    expect(isLinearised(stored)).toBe(true);
    expect(stored.length).toBe(Number(linearSize));
    // The original stays as it was (downloads are stamped from it).
    const kept = await t.ctx.store.get(fileKey);
    expect(Buffer.concat(await kept!.stream.toArray()).equals(original)).toBe(true);

    const reader = await createReader(t, t.fixtures.sakura.id);
    const open = await openViewer(t.app, reader, { content_id: res.body.id }).expect(200);
    const file = await v1(t.app, 'get', `/viewer/file/${open.body.data.token_id}`, reader)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect((file.body as Buffer).equals(stored)).toBe(true);
    expect(file.headers.etag).toBe(`"${linearKey.match(/([0-9a-f]{64})\.pdf$/)[1]}"`);
  });

  it('keeps serving the original when qpdf cannot read the file, and skips a replaced file', async () => {
    const group = await createGroup(t, t.fixtures.sakura.id);
    const res = await form(sakura.post('/api/admin/content-files'), {
      file: { bytes: await englishPdf(), name: 'handbook.pdf' },
      data: { title: 'Handbook', groupIds: [group.id] },
    }).expect(201);
    const job = createLineariseJob({ db: t.db, store: t.ctx.store });
    const call = (fileKey: string) =>
      job({
        companyId: t.fixtures.sakura.id,
        payload: { contentId: res.body.id, fileKey },
      } as Parameters<typeof job>[0]);
    // The stored bytes turn out not to be a PDF qpdf can read.
    await t.ctx.store.put(res.body.fileKey, Buffer.from('not a pdf at all'), 'application/pdf');
    expect(await call(res.body.fileKey)).toEqual({ status: 'KEPT_ORIGINAL' });
    expect(await call('someone/else.pdf')).toEqual({ status: 'SKIPPED' });
    const row = await t.db('contents').where({ id: res.body.id }).first();
    expect(row.linear_key).toBeNull();
  });
});
