import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { servicesOf } from '../../../server/src/app';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createContent } from '../../support/contents';
import { englishPdf } from '../../support/pdfs';
import { form } from '../contentFiles/helpers';
import { startReceiver, sweep } from './support';

/**
 * Content events (issue 35) from the paths beside the admin form: the CSV import and the
 * content-file uploads record the same `content.published` / `content.updated` events, in the
 * catalogue service's transaction (content/catalogue/service.ts).
 */
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let sakura: TestAgent;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ outboundAllowHosts: [`127.0.0.1:${receiver.port}`] });
  sakura = await t.login('sakura');
  await sakura
    .post('/api/admin/webhook-endpoints')
    .send({ url: receiver.url('/hook'), eventTypes: ['content.published', 'content.updated'] })
    .expect(201);
});
afterAll(async () => {
  await t.destroy();
  await receiver.close();
});

/** The events received since `from`, as [type, title, isPublished]. */
const since = (from: number) =>
  receiver.received.slice(from).map((r) => [r.type, r.data.title, r.data.isPublished]);

describe('content events from the CSV import and the uploads', () => {
  it('come from a CSV import: two published, one updated', async () => {
    const existing = await createContent(t, t.fixtures.sakura.id, { title: 'Old title' });
    const year = t.clock.now().getUTCFullYear();
    const csv = [
      'id,title,is_published',
      'ID,タイトル,公開',
      String(year),
      ',こころ,1',
      ',坊っちゃん,1',
      ',下書き,0',
      `${existing.id},New title,0`,
    ].join('\r\n');
    const from = receiver.received.length;
    const res = await sakura
      .post('/api/admin/contents/import')
      .attach('file', Buffer.from(csv, 'utf8'), 'contents.csv')
      .expect(202);
    await servicesOf(t.app).jobs.drain();
    expect(await servicesOf(t.app).jobs.get(res.body.id)).toMatchObject({
      status: 'done',
      result: { created: 3, updated: 1, failed: 0 },
    });
    const events = await t.db('webhook_events').where({ company_id: t.fixtures.sakura.id });
    expect(events.map((e) => e.type).sort()).toEqual([
      'content.published',
      'content.published',
      'content.updated',
    ]);
    await sweep(t);
    // The draft is not news; the other three are (sent in any order: one import, one moment).
    expect(since(from).sort()).toEqual([
      ['content.published', 'こころ', true],
      ['content.published', '坊っちゃん', true],
      ['content.updated', 'New title', false],
    ]);
  });

  it('come from the uploads: a published upload, a file replaced, a draft uploaded', async () => {
    const pdf = { bytes: await englishPdf(), name: 'book.pdf' };
    const from = receiver.received.length;
    const live = await form(sakura.post('/api/admin/content-files'), {
      file: pdf,
      data: { title: 'Uploaded', isPublished: true },
    }).expect(201);
    const draft = await form(sakura.post('/api/admin/content-files'), {
      file: pdf,
      data: { title: 'Uploaded draft', isPublished: false },
    }).expect(201);
    await form(sakura.put(`/api/admin/content-files/${live.body.id}`), { file: pdf }).expect(200);
    // A new file with fields: saved together, one event.
    await form(sakura.put(`/api/admin/content-files/${draft.body.id}`), {
      file: pdf,
      data: { title: 'Draft, now out', isPublished: true },
    }).expect(200);
    await sweep(t);
    expect(since(from)).toEqual([
      ['content.published', 'Uploaded', true],
      ['content.updated', 'Uploaded', true],
      ['content.published', 'Draft, now out', true],
    ]);
  });
});
