// An ordinary 5,000-page book through the upload API with the production limits of PDF work
// (issue 29): its text is read in a PDF work process while the server answers /healthz
// within 100 ms (serverWatch.ts). Apart from hostilePdfs.test.ts, whose small limits would stop it.
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { textOf } from './helpers';
import { book } from './hostilePdfs';
import { watchServer } from './serverWatch';

let t: TestApp;
let sakura: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  sakura = await t.login('sakura');
});
afterAll(async () => {
  await t?.destroy();
});

describe('a 5,000-page book', () => {
  it(
    'is read in full (text of the last page) while the server answers',
    { timeout: 240_000 },
    async () => {
      const path = join(t.dataDir, 'book.pdf');
      await book(path, 5000);
      const res = await sakura
        .post('/api/admin/content-files')
        .field('content-data', JSON.stringify({ title: 'A long book' }))
        .attach('file', path)
        .expect(201);
      const stop = watchServer(() => t.anonymous());
      await t.jobs.drain();
      const server = await stop();
      const status = await sakura.get(`/api/admin/content-files/${res.body.id}/status`).expect(200);
      expect(status.body).toMatchObject({ textStatus: 'DONE', textError: null });
      expect(await textOf(t, res.body.id)).toContain('Page 5000 of a long and ordinary book.');
      const row = await t.db('contents').where({ id: res.body.id }).first('page_count');
      expect(row.page_count).toBe(5000);
      expect(server.slowestOwnMs).toBeLessThan(100);
    },
  );
});
