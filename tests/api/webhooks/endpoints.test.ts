import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { Status } from '@hondana/schemas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { PREVIOUS_SECRET_MS } from '../../../server/src/webhooks';
import {
  cardToken,
  confirmOrder,
  createPlan,
  openOrder,
  sakuraReader,
} from '../subscriptions/support';
import { startReceiver, sweep, verifies } from './support';

/**
 * The admin API of webhook endpoints: URLs checked as every tenant-set URL (no internal
 * address, before or at sending), the secret write-only (answered once, rotatable), and each
 * tenant's endpoints and deliveries invisible and untouchable to the other.
 */
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let sakura: TestAgent;
let aozora: TestAgent;
/** A loopback listener the operator did not allow: it must never see a connection. */
const inside = { server: null as Server | null, port: 0, connections: 0 };

beforeAll(async () => {
  receiver = await startReceiver();
  inside.server = createServer((socket) => {
    inside.connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => inside.server!.listen(0, '127.0.0.1', resolve));
  inside.port = (inside.server.address() as { port: number }).port;
  t = await createTestApp({ outboundAllowHosts: [`127.0.0.1:${receiver.port}`] });
  sakura = await t.login('sakura');
  aozora = await t.login('aozora');
});
afterAll(async () => {
  await t.destroy();
  await receiver.close();
  inside.server?.close();
});

const create = (agent: TestAgent, body: Record<string, unknown>) =>
  agent
    .post('/api/admin/webhook-endpoints')
    .send({ eventTypes: ['subscription.created'], ...body });

describe('an endpoint URL', () => {
  it('pointing at loopback, private, link-local or metadata addresses is refused, nothing stored', async () => {
    const refused = [
      `https://127.0.0.1:${inside.port}/hook`,
      'https://2130706433/hook',
      'https://127.1/hook',
      'https://10.0.0.1/hook',
      'https://10.255.1.2:8443/hook',
      'https://192.168.1.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[fd00::1]/hook',
      'https://localhost/hook',
      'https://api.localhost/hook',
      // Plain http to the internet, credentials in the URL, no URL at all.
      'http://hooks.example.com/hook',
      'https://user:pass@hooks.example.com/hook',
      'https://',
      'ftp://hooks.example.com/',
    ];
    for (const url of refused) {
      const res = await create(sakura, { url });
      expect(res.status, url).toBe(400);
      expect(res.body.status, url).toBe(Status.badRequest);
      expect(res.body.message_key, url).toBe(`api.error.${Status.badRequest}`);
      expect(Object.keys(res.body.errors ?? {})).toContain('url');
    }
    expect(await t.db('webhook_endpoints')).toHaveLength(0);
    expect(inside.connections).toBe(0);
  });

  it('stored before it pointed inside is refused at sending: no connection, the try logged', async () => {
    const made = await create(sakura, { url: 'https://hooks.example.com/hondana' }).expect(201);
    // As if the name now resolved to this machine: the row is changed behind the API's back.
    await t
      .db('webhook_endpoints')
      .where({ id: made.body.id })
      .update({ url: `http://127.0.0.1:${inside.port}/hook` });
    const reader = await sakuraReader(t);
    const plan = await createPlan(t, { price: 700 });
    await confirmOrder(reader, await openOrder(reader, plan.id), {
      token: await cardToken(t),
    }).expect(200);
    await sweep(t);
    expect(inside.connections).toBe(0);
    const list = await sakura
      .get('/api/admin/webhook-deliveries')
      .query({ filter: JSON.stringify({ endpointId: made.body.id }) })
      .expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      lastResponseStatus: null,
    });
    const one = await sakura.get(`/api/admin/webhook-deliveries/${list.body[0].id}`).expect(200);
    expect(one.body.tries[0].error).toMatch(/loopback/);
    await sakura.delete(`/api/admin/webhook-endpoints/${made.body.id}`).expect(200);
    expect(await t.db('webhook_deliveries').where({ endpoint_id: made.body.id })).toHaveLength(0);
  });
});

describe('the signing secret', () => {
  it('is answered on create and on rotation only, and the old one signs beside the new for a day', async () => {
    const made = await create(sakura, {
      url: receiver.url('/rotation'),
      description: 'CRM',
      eventTypes: ['subscription.created', 'subscription.cancelled'],
    }).expect(201);
    const first = made.body.secret as string;
    expect(first).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const answers = [
      await sakura.get(`/api/admin/webhook-endpoints/${made.body.id}`).expect(200),
      await sakura.get('/api/admin/webhook-endpoints').expect(200),
      await sakura
        .put(`/api/admin/webhook-endpoints/${made.body.id}`)
        .send({ ...made.body, description: 'CRM sync' })
        .expect(200),
    ];
    for (const res of answers) {
      expect(res.text).not.toContain('whsec_');
      expect(res.text).not.toContain('secret');
    }
    expect(answers[2]!.body).toMatchObject({ description: 'CRM sync', isEnabled: true });

    const rotated = await sakura
      .post(`/api/admin/webhook-endpoints/${made.body.id}/rotate-secret`)
      .expect(200);
    const second = rotated.body.secret as string;
    expect(second).toMatch(/^whsec_/);
    expect(second).not.toBe(first);
    const reader = await sakuraReader(t);
    const plan = await createPlan(t, { price: 600 });
    await confirmOrder(reader, await openOrder(reader, plan.id), {
      token: await cardToken(t),
    }).expect(200);
    await sweep(t);
    const got = receiver.received.filter((r) => r.path === '/rotation');
    expect(got).toHaveLength(1);
    expect(got[0]!.signature.split(' ')).toHaveLength(2);
    expect(verifies(second, got[0]!)).toBe(true);
    expect(verifies(first, got[0]!)).toBe(true);

    // A day on, the old secret signs no more.
    t.clock.advance(PREVIOUS_SECRET_MS + 1000);
    sakura = await t.login('sakura');
    const replayed = await sakura
      .get('/api/admin/webhook-deliveries')
      .query({ filter: JSON.stringify({ endpointId: made.body.id }) })
      .expect(200);
    await sakura.post(`/api/admin/webhook-deliveries/${replayed.body[0].id}/replay`).expect(201);
    await t.jobs.drain();
    const again = receiver.received.filter((r) => r.path === '/rotation');
    expect(again).toHaveLength(2);
    expect(verifies(second, again[1]!)).toBe(true);
    expect(verifies(first, again[1]!)).toBe(false);
    await sakura.delete(`/api/admin/webhook-endpoints/${made.body.id}`).expect(200);
  });
});

describe('between tenants', () => {
  it('an endpoint and its deliveries are not found by another tenant, nothing changed', async () => {
    aozora = await t.login('aozora');
    sakura = await t.login('sakura');
    const made = await create(sakura, { url: receiver.url('/isolation') }).expect(201);
    const reader = await sakuraReader(t);
    const plan = await createPlan(t, { price: 500 });
    await confirmOrder(reader, await openOrder(reader, plan.id), {
      token: await cardToken(t),
    }).expect(200);
    const [delivery] = (
      await sakura
        .get('/api/admin/webhook-deliveries')
        .query({ filter: JSON.stringify({ endpointId: made.body.id }) })
        .expect(200)
    ).body as { id: string }[];
    const id = made.body.id as string;
    const before = await t.owner('webhook_endpoints').where({ id }).first();
    const body = { url: 'https://evil.example.com/', eventTypes: ['subscription.created'] };
    await aozora.get(`/api/admin/webhook-endpoints/${id}`).expect(404);
    await aozora.put(`/api/admin/webhook-endpoints/${id}`).send(body).expect(404);
    await aozora.delete(`/api/admin/webhook-endpoints/${id}`).expect(404);
    await aozora.post(`/api/admin/webhook-endpoints/${id}/rotate-secret`).expect(404);
    await aozora.get(`/api/admin/webhook-deliveries/${delivery!.id}`).expect(404);
    await aozora.post(`/api/admin/webhook-deliveries/${delivery!.id}/replay`).expect(404);
    const lists = [
      await aozora.get('/api/admin/webhook-endpoints').expect(200),
      await aozora.get('/api/admin/webhook-deliveries').expect(200),
      await aozora
        .get('/api/admin/webhook-deliveries')
        .query({ filter: JSON.stringify({ endpointId: id }) })
        .expect(200),
    ];
    for (const res of lists) expect(res.body).toEqual([]);
    expect(await t.owner('webhook_endpoints').where({ id }).first()).toEqual(before);
    expect(await t.db('webhook_deliveries').where({ endpoint_id: id })).toHaveLength(1);
  });

  it('a signed-out caller and a staff member without settings rights are refused', async () => {
    await t.anonymous().get('/api/admin/webhook-endpoints').expect(401);
    await t.anonymous().get('/api/admin/webhook-deliveries').expect(401);
    // A service admin (plans and coupons only) manages no settings: no endpoint either.
    const service = await t.login('service');
    for (const path of ['/api/admin/webhook-endpoints', '/api/admin/webhook-deliveries']) {
      const res = await service.get(path).expect(403);
      expect(res.body.status).toBe(Status.forbidden);
    }
    await create(service, { url: 'https://hooks.example.com/' }).expect(403);
  });
});
