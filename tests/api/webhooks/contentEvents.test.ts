import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { startReceiver, sweep, verifies } from './support';

/**
 * Content events (issue 35): `content.published` when a content becomes published (created so,
 * by an edit, by the bulk action), `content.updated` for other edits; signed, and only to the
 * tenant whose content it is.
 */
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let sakura: TestAgent;
let aozora: TestAgent;
let secret = '';

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ outboundAllowHosts: [`127.0.0.1:${receiver.port}`] });
  sakura = await t.login('sakura');
  aozora = await t.login('aozora');
  const made = await sakura
    .post('/api/admin/webhook-endpoints')
    .send({ url: receiver.url('/sakura'), eventTypes: ['content.published', 'content.updated'] })
    .expect(201);
  secret = made.body.secret;
  await aozora
    .post('/api/admin/webhook-endpoints')
    .send({ url: receiver.url('/aozora'), eventTypes: ['content.published', 'content.updated'] })
    .expect(201);
});
afterAll(async () => {
  await t.destroy();
  await receiver.close();
});

const got = (path: string) =>
  receiver.received
    .filter((r) => r.path === path)
    .map((r) => [r.type, r.data.id, r.data.isPublished]);

describe('content events', () => {
  it('are sent on publishing and editing, signed, to the owning tenant only', async () => {
    const draft = await sakura
      .post('/api/admin/contents')
      .send({ title: 'Draft', isPublished: false })
      .expect(201);
    const live = await sakura
      .post('/api/admin/contents')
      .send({ title: 'Live', isPublished: true })
      .expect(201);
    await sweep(t);
    // A draft is not news; a published content is.
    expect(got('/sakura')).toEqual([['content.published', live.body.id, true]]);

    await sakura
      .put(`/api/admin/contents/${live.body.id}`)
      .send({ ...live.body, title: 'Live, revised' })
      .expect(200);
    await sakura
      .put('/api/admin/contents/bulk')
      .send({ ids: [draft.body.id, live.body.id], action: 'publish' })
      .expect(200);
    await sweep(t);
    expect(got('/sakura')).toEqual([
      ['content.published', live.body.id, true],
      ['content.updated', live.body.id, true],
      // The bulk action publishes the draft only: the other was published already.
      ['content.published', draft.body.id, true],
    ]);
    const updated = receiver.received.find((r) => r.type === 'content.updated')!;
    expect(updated.data).toMatchObject({ object: 'content', title: 'Live, revised' });
    for (const r of receiver.received.filter((x) => x.path === '/sakura')) {
      expect(verifies(secret, r)).toBe(true);
    }
    expect(got('/aozora')).toEqual([]);
  });
});
