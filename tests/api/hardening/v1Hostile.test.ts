import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v1Endpoints, v1ReadingEndpoints } from './endpoints';
import { describeHostileInput } from './hostileCases';
import { createHarness } from './support';
import type { Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.t.destroy());

// Identity, account, content and viewer; commerce is in v1CommerceHostile.test.ts, so the two
// halves of the longest walk run on both workers.
describeHostileInput('v1', v1ReadingEndpoints, () => h);

describe('the harness reaches past sign-in', () => {
  it('reader and admin calls with good input succeed', async () => {
    const find = (path: string) => v1Endpoints.find((e) => e.path === path)!;
    expect((await h.send(find('/auth/info'), {})).status).toBe(200);
    expect((await h.send(find('/content-group/all'), {})).status).toBe(200);
    const update = await h.send(find('/user/update/{id}'), { body: { full_name: 'Still Me' } });
    expect(update.status, update.text).toBe(200);
  });

  it('sees the query parameters each endpoint reads', async () => {
    const find = (path: string) => v1Endpoints.find((e) => e.path === path)!;
    const page = await h.queryReadsOf(find('/content/public/page'));
    expect([...page]).toEqual(expect.arrayContaining(['path', 'page', 'size']));
    const detail = await h.queryReadsOf(find('/content/public/detail'));
    expect([...detail]).toEqual(expect.arrayContaining(['path', 'id', 'detailId', 'detail_id']));
    expect(detail.has('page')).toBe(false);
  });
});
