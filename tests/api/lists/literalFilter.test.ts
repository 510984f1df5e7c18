import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createContent } from '../../support/contents';
import { createPlan } from '../subscriptions/support';

/**
 * The console lists' free-text filter (`filter.q`) takes an admin's `%` and `_` as the
 * characters themselves, on every list (server/src/db/contains.ts): before, the webhook,
 * company, plan and content-link lists passed them to LIKE as wildcards, and `%` listed
 * every row.
 */
let t: TestApp;
let sakura: TestAgent;
let system: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  sakura = await t.login('sakura');
  system = await t.login('system');
  await sakura
    .post('/api/admin/webhook-endpoints')
    .send({
      url: 'https://hooks.example/a',
      description: '100% of renewals',
      eventTypes: ['subscription.created'],
    })
    .expect(201);
  await sakura
    .post('/api/admin/webhook-endpoints')
    .send({
      url: 'https://hooks.example/b',
      description: 'refunds',
      eventTypes: ['subscription.created'],
    })
    .expect(201);
  await createPlan(t, { name: 'Half_price monthly' });
  await createPlan(t, { name: 'Yearly' });
  const content = await createContent(t, t.fixtures.sakura.id, { title: 'A quiet book' });
  await sakura
    .post('/api/admin/content-links')
    .send({ contentId: content.id, label: 'Spring fair', expiryDate: '2099-12-31' })
    .expect(201);
});
afterAll(() => t.destroy());

/** The list at `path` filtered by `q`: the rows' value of `field`. */
async function listed(agent: TestAgent, path: string, q: string, field: string) {
  const res = await agent
    .get(path)
    .query({ filter: JSON.stringify({ q }) })
    .expect(200);
  return (res.body as Record<string, unknown>[]).map((row) => row[field]);
}

describe('a list filtered by % or _', () => {
  it('webhook endpoints: only the description with a % sign', async () => {
    expect(await listed(sakura, '/api/admin/webhook-endpoints', '%', 'description')).toEqual([
      '100% of renewals',
    ]);
    expect(await listed(sakura, '/api/admin/webhook-endpoints', '_', 'description')).toEqual([]);
  });

  it('plans: only the name with an underscore', async () => {
    expect(await listed(sakura, '/api/admin/plans', '_', 'name')).toEqual(['Half_price monthly']);
    expect(await listed(sakura, '/api/admin/plans', '%', 'name')).toEqual([]);
  });

  it('companies and content links: none, as no name or label holds either', async () => {
    expect(await listed(system, '/api/admin/companies', '%', 'name')).toEqual([]);
    expect(await listed(system, '/api/admin/companies', '_', 'name')).toEqual([]);
    expect(await listed(sakura, '/api/admin/content-links', '%', 'label')).toEqual([]);
    // The same filter still finds by a part of a name, caseless.
    expect(await listed(sakura, '/api/admin/content-links', 'SPRING', 'label')).toEqual([
      'Spring fair',
    ]);
  });
});
