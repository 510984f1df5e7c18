import { expect } from 'vitest';
import supertest from 'supertest';
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createContent, createGroup } from '../../support/contents';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { isMutating } from './endpoints';
import type { Caller, Endpoint } from './endpoints';
import { recordQueryReads } from './queryReads';
import { installJournal } from './journal';

/** Tables a rejected request may legitimately write: sessions, failed-attempt counters. */
const bookkeeping = new Set([
  'sessions',
  'auth_failures',
  'rate_limits',
  'identity_pending_logins',
]);
const stored = [
  'companies',
  'users',
  'device_readers',
  'user_groups',
  'ip_groups',
  'user_identities',
  'password_resets',
  'contents',
  'content_texts',
  'content_groups',
  'content_group_items',
  'content_search_rows',
  'favourites',
  'trending',
  'reading_history',
  'tenant_settings',
  'tenant_settings_history',
  'jobs',
  'job_logs',
  'content_links',
  'viewer_tokens',
  'viewer_byte_budgets',
  'download_traces',
  'reading_positions',
  'usage_refs',
  'usage_events',
  'subscription_plans',
  'subscription_plan_groups',
  'coupons',
  'discount_ordinals',
  'subscriptions',
  'orders',
  'payments',
  'payment_cards',
  'notifications',
  'announcements',
  'reader_notes',
  'app_passwords',
  'webhook_endpoints',
  'webhook_events',
  'webhook_deliveries',
  'webhook_attempts',
].filter((table) => !bookkeeping.has(table));

/** The journal's position before a call (journal.ts). */
export type Snapshot = number;

/** A rejected call leaves every table as it was. */
export async function expectUnchanged(h: Harness, before: Snapshot, what: string) {
  expect(await h.changesSince(before), `${what} changed data`).toEqual([]);
}

export interface Harness {
  t: TestApp;
  reader: TestReader;
  /** A real id for each `{id}` path, so body tests reach the validation of an existing row. */
  realId(e: Endpoint): string;
  /** `authorization`: sent as `Authorization` with no cookie (an integration token's call). */
  send(
    e: Endpoint,
    request: { id?: string; query?: string; body?: unknown; raw?: string; authorization?: string },
  ): Promise<Response>;
  /** Where the change journal stands, to check after a rejected call that nothing was written. */
  snapshot(): Promise<Snapshot>;
  /** `table op` for every data row written since `snapshot` (journal.ts). */
  changesSince(before: Snapshot): Promise<string[]>;
  /**
   * The query parameters `e` reads, recorded while it answers a call of the matrix's own shape
   * (queryReads.ts); `EVERY_KEY` among them where it walks the whole query.
   */
  queryReadsOf(e: Endpoint): Promise<Set<string>>;
}

export async function createHarness(): Promise<Harness> {
  const t = await createTestApp();
  const admin = await t.login('sakura');
  const sakura = t.fixtures.sakura.id;
  const reader = await createReader(t, sakura);
  const group = await createGroup(t, sakura);
  const content = await createContent(t, sakura, { groupIds: [group.id] });
  const viewerToken = await openBook(t, reader, content.id);
  const userGroup = await admin
    .post('/api/admin/user-groups')
    .send({ name: 'Hardening' })
    .expect(201);
  const ipGroup = await admin
    .post('/api/admin/ip-groups')
    .send({ name: 'Hardening', cidr: '10.9.0.0/24' })
    .expect(201);
  const member = await admin
    .post('/api/admin/users')
    .send({ email: 'member@sakura.test', password: 'Member-pass1', lang: 'en' })
    .expect(201);

  // Before the purchases, so they leave deliveries for the log's endpoints to read.
  const webhook = await admin
    .post('/api/admin/webhook-endpoints')
    .send({ url: 'https://hooks.example.com/hondana', eventTypes: ['subscription.created'] })
    .expect(201);
  const commerce = await commerceFixtures(t, admin, reader, group.id);
  const delivery = await t.db('webhook_deliveries').first('id');
  const link = await admin
    .post('/api/admin/content-links')
    .send({ contentId: content.id, expiryDate: '2099-12-31', allowAnonymous: true })
    .expect(201);

  const announcement = await admin
    .post('/api/admin/announcements')
    .send({
      audience: 'ONE_READER',
      userId: reader.id,
      channels: ['IN_APP'],
      title: { ja: 'お知らせ', en: 'Notice' },
      body: { ja: '本文', en: 'Text' },
    })
    .expect(201);

  const integrationToken = await admin
    .post('/api/admin/integration-tokens')
    .send({ name: 'Hardening' })
    .expect(201);

  const agents: Record<Caller, () => TestAgent> = {
    anonymous: () => t.anonymous(),
    reader: () => t.anonymous(),
    admin: () => admin,
  };

  function realId(e: Endpoint): string {
    if (e.path.startsWith('/viewer/')) return viewerToken;
    if (e.path.startsWith('/content-links')) return link.body.id;
    if (e.path.startsWith('/announcements')) return announcement.body.id;
    if (e.path.startsWith('/webhook-endpoints')) return webhook.body.id;
    if (e.path.startsWith('/webhook-deliveries')) return String(delivery.id);
    if (e.path.startsWith('/integration-tokens')) return integrationToken.body.id;
    if (e.path.startsWith('/counter-reports')) return 'tr_b1';
    if (e.path.startsWith('/content/link/')) return link.body.token;
    if (e.path.startsWith('/user/')) return reader.id;
    if (e.path.startsWith('/users')) return member.body.id;
    if (e.path.startsWith('/user-groups')) return userGroup.body.id;
    if (e.path.startsWith('/ip-groups')) return ipGroup.body.id;
    if (/^\/(plans|subscription-plan\/public)/.test(e.path)) return commerce.planId;
    if (e.path.startsWith('/subscription-plan/user')) return commerce.subscriptionId;
    if (e.path.startsWith('/subscriptions/')) return commerce.subscriptionId;
    if (e.path.startsWith('/subscribers/')) return reader.id;
    if (/^\/(coupons|manage-coupon)/.test(e.path)) return commerce.couponId;
    if (e.path.startsWith('/discount-ordinal')) return commerce.ordinalId;
    if (/^\/(transaction|veritrans)/.test(e.path)) return commerce.transactionId;
    if (e.path.includes('group')) return group.id;
    return content.id;
  }

  async function send(e: Endpoint, request: Parameters<Harness['send']>[1]) {
    const isV1 = !e.isAdmin;
    const path = e.path.replace('{id}', request.id ?? realId(e));
    const tenant = isV1 && !request.query?.match(/(^|&)(path|domain)=/) ? 'path=sakura' : '';
    const query = [tenant, request.query].filter(Boolean).join('&');
    const url = `/api/${isV1 ? 'v1' : 'admin'}${path}${query ? `?${query}` : ''}`;
    const { authorization } = request;
    let call = (authorization ? t.anonymous() : agents[e.as]())[e.method](url);
    if (authorization) call = call.set('Authorization', authorization);
    else if (e.as === 'reader') call = call.set('X-Access-Token', reader.token);
    if (request.raw !== undefined || request.body !== undefined) {
      const text = request.raw ?? JSON.stringify(request.body) ?? 'null';
      call = call.set('Content-Type', 'application/json').send(text);
    }
    return call;
  }

  // Some tables exist on one dialect only (SQLite's search rows).
  const existing: string[] = [];
  for (const table of stored) if (await t.db.schema.hasTable(table)) existing.push(table);
  const journal = await installJournal(t.owner, existing);

  const readsOf = recordQueryReads(t.app);
  const queryReads = new Map<Endpoint, Promise<Set<string>>>();
  function queryReadsOf(e: Endpoint) {
    // The call the matrix repeats with a hostile query: a DELETE aims at a missing row.
    const call = () =>
      isMutating(e)
        ? send(e, { id: e.method === 'delete' ? 'missing' : undefined, body: {} })
        : send(e, {});
    if (!queryReads.has(e)) queryReads.set(e, readsOf(call));
    return queryReads.get(e)!;
  }

  return {
    t,
    reader,
    realId,
    send,
    // Reading history is written behind (a batch every 500 ms): what earlier calls queued is
    // written before the mark, and what this call queued before the journal is read.
    snapshot: async () => {
      await t.ctx.content.history.flush();
      return journal.mark();
    },
    changesSince: async (before) => {
      await t.ctx.content.history.flush();
      return journal.since(before);
    },
    queryReadsOf,
  };
}

/** Gives the content a (tiny) stored file and answers a viewer token for it. */
async function openBook(t: TestApp, reader: TestReader, contentId: string): Promise<string> {
  const fileKey = `${t.fixtures.sakura.id}/content/${contentId}/book.pdf`;
  const bytes = Buffer.from('%PDF-1.4\n%%EOF\n');
  await t.ctx.store.put(fileKey, bytes, 'application/pdf');
  await t
    .db('contents')
    .where({ id: contentId })
    .update({ file_key: fileKey, file_size: bytes.length });
  const res = await supertest(t.app)
    .get('/api/v1/content/public/viewer-token')
    .query({ path: 'sakura', content_id: contentId })
    .set('X-Access-Token', reader.token)
    .expect(200);
  return res.body.data.token_id;
}

/** Never a 5xx; an error is the catalogue's JSON envelope with a numeric status and a key. */
export function expectCleanAnswer(res: Response, what: string) {
  const context = `${what} → ${res.status} ${(res.text ?? '<binary>').slice(0, 200)}`;
  expect(res.status, context).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.type, context).toBe('application/json');
    expect(typeof res.body.status, context).toBe('number');
    expect(res.body.status, context).toBeGreaterThanOrEqual(400);
    expect(typeof res.body.message_key, context).toBe('string');
  }
}

/** Sends, checks the answer, and for a rejected mutating call checks that nothing was stored. */
/** A free plan the reader holds, a coupon and a discount ordinal (issue 11's endpoints). */
async function commerceFixtures(t: TestApp, admin: TestAgent, reader: TestReader, groupId: string) {
  const plan = await admin
    .post('/api/admin/plans')
    .send({
      name: 'Hardening',
      price: 0,
      duration: 1,
      durationType: 'MONTH',
      contentGroupIds: [groupId],
      isPublished: true,
    })
    .expect(201);
  const coupon = await admin
    .post('/api/admin/coupons')
    .send({ code: 'HARDENING', discountPercent: 10, expiryDate: '2099-12-31' })
    .expect(201);
  const ordinal = await admin
    .post('/api/admin/discount-ordinals')
    .send({ subscriptionPlanId: plan.body.id, ordinal: 2, discountPercent: 50 })
    .expect(201);
  const registered = await t
    .anonymous()
    .post('/api/v1/subscription-plan/user/register?path=sakura')
    .set('X-Access-Token', reader.token)
    .send({ subscription_plan_id: plan.body.id })
    .expect(200);
  const transactionId = await paidPlan(t, admin, reader, groupId);
  return {
    transactionId,
    planId: plan.body.id as string,
    couponId: coupon.body.id as string,
    ordinalId: ordinal.body.id as string,
    subscriptionId: registered.body.data.subscription.id as string,
  };
}

/** A ¥110 plan the reader paid by card: its payment is the transaction the calls read. */
async function paidPlan(t: TestApp, admin: TestAgent, reader: TestReader, groupId: string) {
  const plan = await admin
    .post('/api/admin/plans')
    .send({
      name: 'Hardening paid',
      price: 100,
      duration: 1,
      durationType: 'MONTH',
      contentGroupIds: [groupId],
      isPublished: true,
    })
    .expect(201);
  const v1 = (path: string) =>
    t.anonymous().post(`/api/v1${path}?path=sakura`).set('X-Access-Token', reader.token);
  const registered = await v1('/subscription-plan/user/register')
    .send({ subscription_plan_id: plan.body.id })
    .expect(200);
  const token = await t
    .anonymous()
    .post('/sandbox-gateway/v1/tokens')
    .send({ card_number: '4242424242424242', card_expire: '12/34', security_code: '123' })
    .expect(200);
  await v1('/veritrans/confirm-order')
    .send({ order_id: registered.body.data.order.id, token: token.body.token })
    .expect(200);
  const payment = await t.db('payments').where({ order_id: registered.body.data.order.id }).first();
  return String(payment.id);
}

export async function expectRejectedChangesNothing(
  h: Harness,
  e: Endpoint,
  request: Parameters<Harness['send']>[1],
  what: string,
) {
  const before = await h.snapshot();
  const res = await h.send(e, request);
  expectCleanAnswer(res, what);
  if (res.status >= 400) await expectUnchanged(h, before, what);
  return res;
}
