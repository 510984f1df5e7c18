import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayCallAdmin } from '../../../server/src/integrations';
import type { IntegrationRole } from '../../../server/src/integrations';
import { adminEndpoints, isMutating, label } from './endpoints';
import { createHarness, expectCleanAnswer, expectRejectedChangesNothing } from './support';
import type { Harness } from './support';

/**
 * Every admin endpoint called with an integration token of each admin API role (issue 35): never
 * a 5xx, a 403 that changes nothing wherever the role table (integrations/roles.ts) says no.
 */
let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.t.destroy());

const roles: IntegrationRole[] = ['read', 'content', 'users'];

describe('admin endpoints called by integration tokens', () => {
  it.each(roles)('%s: clean answers, and 403 changing nothing outside the role', async (role) => {
    const admin = await h.t.login('sakura');
    const made = await admin
      .post('/api/admin/integration-tokens')
      .send({ name: `Walk ${role}`, role })
      .expect(201);
    const authorization = `Bearer ${made.body.token}`;
    for (const e of adminEndpoints) {
      const path = e.path.replace('{id}', 'x');
      const isAllowed = mayCallAdmin(role, e.method.toUpperCase(), path);
      // A DELETE aims at a missing row: the walk must not remove the fixtures it reads.
      const id = e.method === 'delete' ? 'missing' : undefined;
      const what = `${role} ${label(e)}`;
      const res = isMutating(e)
        ? await expectRejectedChangesNothing(h, e, { id, body: {}, authorization }, what)
        : await h.send(e, { authorization });
      expectCleanAnswer(res, what);
      if (!isAllowed) expect(res.status, what).toBe(403);
      else expect(res.status, `${what} ${res.text?.slice(0, 100)}`).not.toBe(403);
    }
  });
});
