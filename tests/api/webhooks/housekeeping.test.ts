import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import {
  PRUNE_WEBHOOKS_JOB,
  PRUNE_WEBHOOKS_SCHEDULE,
  REPLAYS_PER_MINUTE,
  WEBHOOK_RETENTION_DAYS,
} from '../../../server/src/webhooks';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { startReceiver, sweep } from './support';

/**
 * The delivery log's housekeeping (issue 35): a daily job prunes what is older than the
 * retention, and replays are limited per tenant.
 */
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let sakura: TestAgent;
const DAY_MS = 24 * 3_600_000;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ outboundAllowHosts: [`127.0.0.1:${receiver.port}`] });
  t.clock.freeze();
  sakura = await t.login('sakura');
});
afterAll(async () => {
  await t.destroy();
  await receiver.close();
});

async function endpoint(path: string, eventTypes: string[]): Promise<string> {
  const made = await sakura
    .post('/api/admin/webhook-endpoints')
    .send({ url: receiver.url(path), eventTypes })
    .expect(201);
  return made.body.id as string;
}

async function publish(title: string): Promise<string> {
  const res = await sakura
    .post('/api/admin/contents')
    .send({ title, isPublished: true })
    .expect(201);
  return res.body.id as string;
}

/** The delivery of the content's `content.published` (the content's id is in the event's data). */
async function deliveryOf(contentId: string) {
  const events = await t.db('webhook_events').where({ type: 'content.published' });
  const event = events.find((e) => JSON.parse(e.data).id === contentId)!;
  return t.db('webhook_deliveries').where({ event_id: event.id }).first();
}

describe('the webhook log', () => {
  it(`is pruned by a daily job of what is older than ${WEBHOOK_RETENTION_DAYS} days and finished`, async () => {
    const hook = await endpoint('/hook', ['content.published']);
    const slow = await endpoint('/slow', ['content.updated']);
    receiver.answer('/slow', [503, 503, 503]);

    const old = await publish('Old');
    const replayed = await publish('Old, replayed');
    await sakura.put(`/api/admin/contents/${old}`).send({ title: 'Old, edited' }).expect(200);
    await sweep(t);
    t.clock.advance(2 * DAY_MS);
    sakura = await t.login('sakura');
    const recent = await publish('Within the retention');
    await sweep(t);
    const gone = [await deliveryOf(old), await deliveryOf(replayed)];
    const pending = await t.db('webhook_deliveries').where({ endpoint_id: slow }).first();
    expect(pending.status).toBe('PENDING');

    // 91 days after the first rows: the second content's delivery is replayed, one more comes.
    t.clock.advance((WEBHOOK_RETENTION_DAYS - 1) * DAY_MS);
    sakura = await t.login('sakura');
    await sakura.post(`/api/admin/webhook-deliveries/${gone[1].id}/replay`).expect(201);
    const fresh = await publish('New');
    const job = await t.jobs.enqueue({
      type: PRUNE_WEBHOOKS_JOB,
      companyId: null,
      lockKey: PRUNE_WEBHOOKS_SCHEDULE.lockKey,
    });
    await t.jobs.drain();
    expect(await t.jobs.get(job.id)).toMatchObject({
      status: 'done',
      result: { deliveries: 2, events: 1 },
    });

    const left = await t.db('webhook_deliveries').select('id', 'event_id', 'endpoint_id');
    const leftIds = left.map((row) => row.id);
    for (const row of gone) expect(leftIds).not.toContain(row.id);
    // Kept: the one still being tried, the one within the retention, the replay, the new one.
    expect(leftIds).toContain(pending.id);
    expect(leftIds).toContain((await deliveryOf(recent)).id);
    expect(leftIds).toContain((await deliveryOf(fresh)).id);
    expect(left.filter((row) => row.endpoint_id === hook)).toHaveLength(3);
    // Tries go with their delivery; the kept ones keep theirs.
    const attempts = await t.db('webhook_attempts').select('delivery_id');
    expect(attempts.filter((a) => gone.some((g) => g.id === a.delivery_id))).toEqual([]);
    expect(attempts.filter((a) => a.delivery_id === pending.id).length).toBeGreaterThanOrEqual(2);
    // The first content's event went; the replayed one stays with its replay.
    const events = await t.db('webhook_events').pluck('id');
    expect(events).not.toContain(gone[0].event_id);
    expect(events).toContain(gone[1].event_id);
    expect(events).toContain(pending.event_id);
  });

  it(`limits replays to ${REPLAYS_PER_MINUTE} a minute per tenant (429)`, async () => {
    const delivery = await t.db('webhook_deliveries').orderBy('created_at', 'desc').first();
    // A new minute of the app's clock: the first test's replay counts in another window.
    t.clock.advance(60_000);
    const replay = (agent: TestAgent) =>
      agent.post(`/api/admin/webhook-deliveries/${delivery.id}/replay`);
    for (let i = 0; i < REPLAYS_PER_MINUTE; i += 1) await replay(sakura).expect(201);
    const refused = await replay(sakura).expect(429);
    expect(refused.body).toMatchObject({ status: 429, message_key: 'api.error.429' });
    // Another tenant counts apart: it is answered as ever (not its delivery: 404).
    await replay(await t.login('aozora')).expect(404);
    t.clock.advance(60_000);
    await replay(sakura).expect(201);
  });
});
