import { afterAll, beforeAll, describe, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { adminEndpoints, isMutating, label, v1Endpoints } from './endpoints';
import { createHarness, expectCleanAnswer, expectUnchanged } from './support';
import type { Harness } from './support';

let h: Harness;
let system: TestAgent;

beforeAll(async () => {
  h = await createHarness();
  system = await h.t.login('system');
});
afterAll(() => h.t.destroy());

/** System admins choose the tenant with `?companyId=`: every odd value is a clean 4xx. */
const companyIds = [
  '%00',
  'a%00b',
  '%E0%A4%A',
  'x'.repeat(3000),
  "'%3B--",
  '..%2F..',
  '-1',
  '0',
  '00000000-0000-0000-0000-000000000000',
  'companyId[a]=1',
];
const staffEndpoints = [...adminEndpoints, ...v1Endpoints.filter((e) => e.as === 'admin')];

describe('a hostile companyId from a system admin never answers 5xx', () => {
  it.each(staffEndpoints.map((e) => [label(e), e] as const))('%s', async (_l, e) => {
    for (const value of companyIds) {
      const query = value.includes('=') ? value : `companyId=${value}`;
      const path = e.path.replace('{id}', h.realId(e));
      const url = `/api/${e.isAdmin ? 'admin' : 'v1'}${path}?${query}`;
      const before = await h.snapshot();
      const request = system[e.method](url);
      const res = isMutating(e) ? await request.send({}) : await request;
      expectCleanAnswer(res, `${label(e)} ?${query.slice(0, 60)}`);
      if (isMutating(e) && res.status >= 400) await expectUnchanged(h, before, label(e));
    }
  });
});
