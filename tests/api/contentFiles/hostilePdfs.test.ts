// Hostile PDFs through the upload API (issue 29): each ends DONE or FAILED with a reason the
// console shows, and meanwhile the server answers /healthz within 100 ms and its memory
// stays put, because pdf.js runs in a PDF work process the server kills (server/src/pdfWork).
// Small limits keep the file cheap: 5 s and 400 MB a file, so the bombs really are killed.
// The 5,000-page book, which needs the default limits, is in pdfWorkBook.test.ts.
import { join } from 'node:path';
import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, servicesOf } from '../../../server/src/app';
import { createLogger } from '../../../server/src/http/logging';
import { createTestApp, testAppConfig } from '../../support/app';
import type { TestApp } from '../../support/app';
import { form } from './helpers';
import { healthzMs, watchServer } from './serverWatch';
import { hugeImage, inflateBomb, malformed, operatorBomb, pageCountBomb } from './hostilePdfs';

const limits = { timeMs: 5_000, rssMb: 400, maxOperationsPerPage: 100_000 };
/** Every file is settled within this, the work's own limit plus its turn and the writes. */
const SETTLED_MS = 120_000;
/** Eight uploads and files read one after another, three of them for their whole 5 s. */
const SLOW = { timeout: 240_000 };

let t: TestApp;
let sakura: TestAgent;
const files: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ pdfWork: limits });
  sakura = await t.login('sakura');
  const at = (name: string) => (files[name] = join(t.dataDir, `${name}.pdf`));
  await operatorBomb(at('operators'), 20);
  await inflateBomb(at('inflate'), 1024);
  await pageCountBomb(at('pages'), 200_000);
  await hugeImage(at('image'));
});
afterAll(async () => {
  await t?.destroy();
});

async function upload(name: string, file: string | Buffer): Promise<string> {
  const request = sakura.post('/api/admin/content-files');
  const res = await (
    typeof file === 'string'
      ? request.field('content-data', JSON.stringify({ title: name })).attach('file', file)
      : form(request, { file: { bytes: file, name: `${name}.pdf` }, data: { title: name } })
  ).expect(201);
  return res.body.id as string;
}

async function statusOf(id: string) {
  const res = await sakura.get(`/api/admin/content-files/${id}/status`).expect(200);
  return res.body as { textStatus: string; textError: string | null };
}

/**
 * Waits until every content in `ids` has left PENDING (looking in the database, so the wait
 * adds little garbage to the memory measured), then answers their states as the console
 * reads them, by name.
 */
async function settled(ids: Record<string, string>) {
  const deadline = Date.now() + SETTLED_MS;
  while (
    await t
      .db('contents')
      .whereIn('id', Object.values(ids))
      .where({ text_status: 'PENDING' })
      .first('id')
  ) {
    if (Date.now() > deadline) throw new Error('still pending');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const states: Record<string, { textStatus: string; textError: string | null }> = {};
  for (const [name, id] of Object.entries(ids)) states[name] = await statusOf(id);
  return states;
}

describe('hostile PDFs', () => {
  it(
    'each ends DONE or FAILED with a reason, and the server answers throughout',
    SLOW,
    async () => {
      const stop = watchServer(() => t.anonymous());
      const ids: Record<string, string> = {};
      for (const [name, file] of [...Object.entries(files), ...Object.entries(malformed)] as [
        string,
        string | Buffer,
      ][]) {
        ids[name] = await upload(name, file);
      }
      t.jobs.start();
      const states = await settled(ids);
      await t.jobs.stop();
      const server = await stop();
      console.log('[hostile PDFs]', JSON.stringify(server), JSON.stringify(states, null, 1));

      for (const state of Object.values(states)) {
        expect(['DONE', 'FAILED']).toContain(state.textStatus);
        if (state.textStatus === 'FAILED')
          expect(state.textError).toMatch(/^(The PDF|The file|Processing the PDF)/);
      }
      // The two bombs go past the process's memory or time: it is killed.
      const killed = /more than 400 MB of memory|longer than 5 s/;
      expect(states.operators).toMatchObject({ textStatus: 'FAILED', textError: killed });
      expect(states.inflate).toMatchObject({ textStatus: 'FAILED', textError: killed });
      // 200,000 pages are more than the 20,000 read (pdf.js may need more than the 5 s, or since
      // pdf.js 6 the 400 MB, to say so: then the process is killed like the bombs').
      expect(states.pages).toMatchObject({
        textStatus: 'FAILED',
        textError: expect.stringMatching(
          /has 200,000 pages; at most 20,000|longer than 5 s|more than 400 MB of memory/,
        ),
      });
      // pdf.js mends what it can (a page list that names itself gives an empty book).
      for (const name of ['headerOnly', 'truncated', 'badXref']) {
        expect(states[name]).toMatchObject({ textStatus: 'FAILED', textError: /damaged/ });
      }
      expect(server.slowestOwnMs).toBeLessThan(100);
      expect(server.rssGrowthMb).toBeLessThan(100);
    },
  );

  it(
    "the console's retry runs a killed file again in a new process, and it fails the same way",
    SLOW,
    async () => {
      const id = await upload('inflate again', files.inflate);
      await t.jobs.drain();
      const first = await statusOf(id);
      expect(first.textStatus).toBe('FAILED');
      const stop = watchServer(() => t.anonymous());
      await sakura.post(`/api/admin/content-files/${id}/extract-text`).expect(202);
      await t.jobs.drain();
      const server = await stop();
      expect(await statusOf(id)).toMatchObject({
        textStatus: 'FAILED',
        textError: expect.any(String),
      });
      expect(server.slowestOwnMs).toBeLessThan(100);
      const job = await t
        .db('jobs')
        .where({ type: 'extract-text' })
        .orderBy('created_at', 'desc')
        .first();
      expect(job).toMatchObject({ status: 'done', attempts: 1 });
    },
  );

  it(
    'a server started on the same data while a bomb was being read answers at once',
    SLOW,
    async () => {
      const id = await upload('operators after restart', files.operators);
      // The process that took the job died with it: its lease has lapsed.
      await t
        .db('jobs')
        .where({ type: 'extract-text', status: 'queued' })
        .update({
          status: 'running',
          locked_by: 'a-process-that-died',
          lease_until: new Date(Date.now() - 1000).toISOString(),
          attempts: 1,
        });
      const restarted = createApp({
        db: t.db,
        clock: t.clock,
        config: { ...testAppConfig(t.dataDir), pdfWork: limits },
        logger: createLogger('silent'),
      });
      const { jobs } = servicesOf(restarted);
      jobs.start();
      try {
        const first = await healthzMs(() => supertest(restarted));
        expect(first.ownMs).toBeLessThan(100);
        const stop = watchServer(() => supertest.agent(restarted));
        const deadline = Date.now() + SETTLED_MS;
        while ((await statusOf(id)).textStatus === 'PENDING' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        const server = await stop();
        expect(await statusOf(id)).toMatchObject({ textStatus: 'FAILED' });
        expect(server.slowestOwnMs).toBeLessThan(100);
      } finally {
        await jobs.stop();
      }
    },
  );
});
