import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { hosts } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createReader } from '../../support/readers';
import {
  cardToken,
  confirmOrder,
  createPlan,
  openOrder,
  sakuraReader,
  useCommerceApp,
} from '../subscriptions/support';

let t: TestApp;
useCommerceApp((app) => {
  t = app;
});

type Reader = Awaited<ReturnType<typeof sakuraReader>>;

/** `count` notifications for `reader`, a second apart (oldest first). */
async function seed(companyId: string, userId: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    await t.ctx.notifications.notify({
      companyId,
      userId,
      kind: 'renewal-charged',
      subjectId: `seed-${userId}-${i}`,
      values: {
        planName: `Plan ${i}`,
        amount: '1,100',
        periodNumber: i + 2,
        periodEnd: '2027/01/01',
      },
    });
    t.clock.advance(1000);
  }
}

const page = (reader: Reader, query = '') =>
  reader.v1('get', `/notification/public/page${query}`).expect(200);

const outbox = () => {
  try {
    return readdirSync(join(t.dataDir, 'outbox')).filter((name) => name.endsWith('.eml')).length;
  } catch {
    return 0;
  }
};

describe('notifications (spec 001 §7)', () => {
  it('pages the reader’s own notifications, newest first, with the unread count', async () => {
    const reader = await sakuraReader(t);
    const other = await sakuraReader(t);
    await seed(t.fixtures.sakura.id, reader.id, 12);
    await seed(t.fixtures.sakura.id, other.id, 2);
    const first = await page(reader);
    expect(first.body.data).toMatchObject({
      total_elements: 12,
      total_pages: 2,
      page_number: 1,
      page_size: 10,
      unread_count: 12,
    });
    const items = first.body.data.content as Record<string, unknown>[];
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({
      type: 'renewal-charged',
      is_read: false,
      read_at: null,
      data: { plan_name: 'Plan 11' },
    });
    // The reader's language (ja): the built-in template's subject and text.
    expect(items[0].title).toContain('Plan 11');
    expect(items[0].content).toContain('1,100円');
    const second = await page(reader, '?page=2');
    expect(second.body.data.content).toHaveLength(2);
    expect((await page(other)).body.data.total_elements).toBe(2);
  });

  it('shows one by id, and marks read and unread with PUT /notification/update/', async () => {
    const reader = await sakuraReader(t);
    const other = await sakuraReader(t);
    await seed(t.fixtures.sakura.id, reader.id, 3);
    await seed(t.fixtures.sakura.id, other.id, 1);
    const [newest, middle] = (await page(reader)).body.data.content as { id: string }[];
    const detail = await reader.v1('get', `/notification/public/detail/${newest.id}`).expect(200);
    expect(detail.body.data).toMatchObject({ id: newest.id, is_read: false });
    const read = await reader
      .v1('put', '/notification/update/')
      .send({ ids: [newest.id, middle.id] })
      .expect(200);
    expect(read.body.data).toMatchObject({ updated: 2, unread_count: 1 });
    const again = await reader.v1('get', `/notification/public/detail/${newest.id}`).expect(200);
    expect(again.body.data.is_read).toBe(true);
    const unread = await reader
      .v1('put', '/notification/update')
      .send({ id: newest.id, is_read: false })
      .expect(200);
    expect(unread.body.data.unread_count).toBe(2);
    const all = await reader.v1('put', '/notification/update/').send({ all: true }).expect(200);
    expect(all.body.data).toMatchObject({ updated: 2, unread_count: 0 });
    // Another reader's notification: not found, and never changed.
    const theirs = (await page(other)).body.data.content[0].id as string;
    await reader.v1('get', `/notification/public/detail/${theirs}`).expect(404);
    const touched = await reader
      .v1('put', '/notification/update/')
      .send({ ids: [theirs] })
      .expect(200);
    expect(touched.body.data.updated).toBe(0);
    expect((await page(other)).body.data.unread_count).toBe(1);
  });

  it('refuses bad input with 400 and anonymous callers with 401', async () => {
    const reader = await sakuraReader(t);
    for (const body of [{ ids: 'x' }, { ids: [1] }, { all: true, is_read: 'yes' }, {}]) {
      await reader.v1('put', '/notification/update/').send(body).expect(400);
    }
    await reader.v1('get', '/notification/public/page?size=0').expect(400);
    await reader.v1('get', `/notification/public/detail/${'x'.repeat(80)}`).expect(404);
    await t.anonymous().get('/api/v1/notification/public/page?path=sakura').expect(401);
  });

  it('keeps each tenant to its own notifications', async () => {
    const reader = await sakuraReader(t);
    await seed(t.fixtures.sakura.id, reader.id, 2);
    const sakuraId = (await page(reader)).body.data.content[0].id as string;
    const aozoraReader = await createReader(t, t.fixtures.aozora.id);
    const aozora = (method: 'get' | 'put', path: string) => {
      const agent = t.anonymous();
      return agent[method](`/api/v1${path}`)
        .set('Host', hosts.aozora)
        .set('X-Access-Token', aozoraReader.token);
    };
    await seed(t.fixtures.aozora.id, aozoraReader.id, 1);
    const listed = await aozora('get', '/notification/public/page').expect(200);
    expect(listed.body.data.total_elements).toBe(1);
    await aozora('get', `/notification/public/detail/${sakuraId}`).expect(404);
    const touched = await aozora('put', '/notification/update/').send({ all: true }).expect(200);
    expect(touched.body.data.updated).toBe(1);
    expect((await page(reader)).body.data.unread_count).toBe(2);
    // A sakura session is not one on the aozora site.
    const crossed = await t
      .anonymous()
      .get('/api/v1/notification/public/page')
      .set('Host', hosts.aozora)
      .set('X-Access-Token', reader.token);
    expect(crossed.status).toBe(401);
  });

  it('tells a paid order once, and mails it only to readers who receive notifications', async () => {
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const quiet = await sakuraReader(t);
    await t.db('users').where({ id: quiet.id }).update({ is_receive_notify: false });
    const before = outbox();
    for (const who of [reader, quiet]) {
      const orderId = await openOrder(who, plan.id);
      await confirmOrder(who, orderId, { token: await cardToken(t) }).expect(200);
      await confirmOrder(who, orderId).expect(200);
    }
    for (const who of [reader, quiet]) {
      const listed = (await page(who)).body.data.content as { type: string }[];
      expect(listed.map((n) => n.type)).toEqual(['payment-succeeded']);
    }
    expect(outbox() - before).toBe(1);
  });
});
