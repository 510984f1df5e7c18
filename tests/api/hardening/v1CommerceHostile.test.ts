import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@hondana/schemas/contracts';
import { v1CommerceEndpoints } from './endpoints';
import { describeHostileInput } from './hostileCases';
import { createHarness } from './support';
import type { Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.t.destroy());

// Plans, subscriptions, coupons, orders and payments (the rest of v1 is in v1Hostile.test.ts).
describeHostileInput('v1', v1CommerceEndpoints, () => h);

describe('the harness reaches past sign-in', () => {
  it('gets the paid payment’s receipt, and a card removal refused while plans renew', async () => {
    const find = (method: string, path: string) =>
      v1CommerceEndpoints.find((e) => e.method === method && e.path === path)!;
    const receipt = await h.send(find('get', '/transaction/receipt/{id}'), {});
    expect([receipt.status, receipt.type]).toEqual([200, 'application/pdf']);
    const removal = await h.send(find('delete', '/veritrans/card'), {});
    expect(removal.body.status).toBe(Status.cardInUse);
  });
});
