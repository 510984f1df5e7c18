import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints, label } from './endpoints';
import { EVERY_KEY } from './queryReads';
import { describeHostileInput } from './hostileCases';
import { createHarness } from './support';
import type { Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.t.destroy());

describeHostileInput('admin', adminEndpoints, () => h);

describe('the harness reaches past sign-in', () => {
  it('admin calls on real ids succeed', async () => {
    for (const e of adminEndpoints.filter(
      (x) => x.method === 'get' && !x.path.includes('import'),
    )) {
      const res = await h.send(e, {});
      expect(res.status, `${label(e)} ${(res.text ?? '<binary>').slice(0, 100)}`).toBe(200);
    }
  });

  it('sees the list protocol read sort, range and filter', async () => {
    const list = adminEndpoints.find((e) => e.method === 'get' && e.path === '/contents')!;
    const reads = await h.queryReadsOf(list);
    expect([...reads]).toEqual(expect.arrayContaining(['sort', 'range', 'filter']));
    expect(reads.has(EVERY_KEY)).toBe(false);
  });
});
