import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/src/app';
import { createLogger } from '../../../server/src/http/logging';
import { createTestApp, testAppConfig } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import { japanesePdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import {
  cardToken,
  clearCommerce,
  confirmOrder,
  createPlan,
  openOrder,
  sakuraReader,
} from '../subscriptions/support';
import { binary, bookWithFile, openViewer, v1 } from '../viewer/support';

const TOKEN = 'scrape-secret-of-this-test';
const FAILING_JOB = 'metrics-test-failing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  t.jobs.register(FAILING_JOB, async () => {
    throw new Error('this job always fails');
  });
});
afterAll(async () => {
  await t.db('jobs').where({ type: FAILING_JOB }).delete();
  await clearCommerce(t);
  await t.db('viewer_tokens').delete();
  await clearContents(t);
  await t.destroy();
});

/** The scrape's value of one series (`name{labels}`), or undefined when it is not there. */
async function scrape(): Promise<(series: string) => number | undefined> {
  const res = await t.anonymous().get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const values = new Map<string, number>();
  for (const line of res.text.split('\n')) {
    const match = /^(\S+) (\S+)$/.exec(line);
    if (match) values.set(match[1] as string, Number(match[2]));
  }
  return (series) => values.get(series);
}

describe('GET /metrics', () => {
  it('counts requests by route pattern, viewer bytes, payments and failed jobs', async () => {
    const reader = await createReader(t, t.fixtures.sakura.id);
    // A reader's list and a detail by id: the label is the route's pattern, never the id.
    await v1(t.app, 'get', '/content/page', reader).expect(200);
    const book = await bookWithFile(t, t.fixtures.sakura.id, await japanesePdf());
    await v1(t.app, 'get', `/content/detail/${book.id}`, reader).expect(200);
    // A byte range of the book through the viewer.
    const opened = await openViewer(t.app, reader, { content_id: book.id }).expect(200);
    const tokenId = opened.body.data.token_id as string;
    const range = await v1(t.app, 'get', `/viewer/file/${tokenId}`, reader)
      .set('Range', 'bytes=0-99')
      .buffer(true)
      .parse(binary)
      .expect(206);
    expect((range.body as Buffer).length).toBe(100);
    // A sandbox purchase paid, then one declined.
    const plan = await createPlan(t);
    const buyer = await sakuraReader(t);
    const paid = await openOrder(buyer, plan.id);
    await confirmOrder(buyer, paid, { token: await cardToken(t) }).expect(200);
    const declinedBuyer = await sakuraReader(t);
    const declined = await openOrder(declinedBuyer, plan.id);
    const refused = await confirmOrder(declinedBuyer, declined, {
      token: await cardToken(t, '4000000000000002'),
    });
    expect(refused.body.errors).toEqual({ card: 'card_declined' });
    // A job that fails.
    await t.jobs.enqueue({ type: FAILING_JOB, companyId: null });
    await t.jobs.drain();

    const value = await scrape();
    const duration = 'hondana_http_request_duration_seconds_count';
    expect(value(`${duration}{method="GET",route="/api/v1/content/page",status="200"}`)).toBe(1);
    expect(value(`${duration}{method="GET",route="/api/v1/content/detail/:id",status="200"}`)).toBe(
      1,
    );
    expect(
      value(`${duration}{method="GET",route="/api/v1/viewer/file/:tokenId",status="206"}`),
    ).toBe(1);
    expect(
      value(`${duration}{method="GET",route="/api/v1/content/detail/${book.id}",status="200"}`),
    ).toBeUndefined();
    expect(value('hondana_viewer_bytes_total{kind="book"}')).toBe(100);
    expect(value('hondana_payments_total{outcome="succeeded"}')).toBe(1);
    expect(value('hondana_payments_total{outcome="declined"}')).toBe(1);
    expect(value(`hondana_job_failures_total{type="${FAILING_JOB}"}`)).toBe(1);
    expect(value(`hondana_jobs{type="${FAILING_JOB}",status="failed"}`)).toBe(1);
    // The event loop's delay, from prom-client's default series.
    expect(value('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts 3-D Secure challenges and answers lost on the way back', async () => {
    const before = await scrape();
    const count = (value: typeof before, outcome: string) =>
      value(`hondana_payments_total{outcome="${outcome}"}`) ?? 0;
    const plan = await createPlan(t);
    const challenged = await sakuraReader(t);
    const orderId = await openOrder(challenged, plan.id);
    const res = await confirmOrder(challenged, orderId, {
      token: await cardToken(t, '4000000000003220'),
      redirect_url: `/sakura/veritrans-payment/confirm?order=${orderId}`,
    }).expect(200);
    expect(res.body.data.result).toBe('REQUIRES_ACTION');
    const lostBuyer = await sakuraReader(t);
    const lostOrder = await openOrder(lostBuyer, plan.id);
    const token = await cardToken(t);
    t.ctx.payments.sandbox.faults.inject({ operation: 'charge', when: 'after', error: 'timeout' });
    await confirmOrder(lostBuyer, lostOrder, { token });
    t.ctx.payments.sandbox.faults.clear();
    // The next confirm finds the charge the lost answer was about.
    await confirmOrder(lostBuyer, lostOrder).expect(200);

    const after = await scrape();
    expect(count(after, '3ds_required') - count(before, '3ds_required')).toBe(1);
    expect(count(after, 'error') - count(before, 'error')).toBe(1);
    expect(count(after, 'succeeded') - count(before, 'succeeded')).toBe(1);
  });

  it('labels a request no route answered as unmatched', async () => {
    await t.anonymous().get('/no-such-tenant/some/page');
    await t.anonymous().get('/api/v1/no-such-endpoint').expect(404);
    const value = await scrape();
    expect(
      value(
        'hondana_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
  });

  it('answers 401 without the token or with another, from anywhere', async () => {
    const none = await t.anonymous().get('/metrics').expect(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.text).not.toContain('hondana_');
    await t.anonymous().get('/metrics').set('Authorization', 'Bearer wrong').expect(401);
    await t.anonymous().get('/metrics').set('Authorization', `Basic ${TOKEN}`).expect(401);
  });

  it('is never a tenant path (the reader answers `/sakura/metrics`, not the metrics)', async () => {
    const res = await t.anonymous().get('/sakura/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.text).not.toContain('hondana_http_request_duration_seconds');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let dataDir: string;
  let agent: ReturnType<typeof supertest>;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hondana-metrics-'));
    // One proxy hop trusted, so X-Forwarded-For stands for a caller elsewhere.
    const app = createApp({
      db: t.db,
      clock: t.clock,
      config: { ...testAppConfig(dataDir), trustProxy: 1 },
      logger: createLogger('silent'),
    });
    agent = supertest(app);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers this machine and refuses any other address with 403', async () => {
    const local = await agent.get('/metrics').expect(200);
    expect(local.text).toContain('# TYPE hondana_http_request_duration_seconds histogram');
    const remote = await agent.get('/metrics').set('X-Forwarded-For', '203.0.113.9').expect(403);
    expect(remote.text).not.toContain('hondana_');
    await agent.get('/metrics').set('X-Forwarded-For', '10.0.0.8').expect(403);
  });
});
