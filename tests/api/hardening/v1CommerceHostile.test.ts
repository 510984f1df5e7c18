import { afterAll, beforeAll } from 'vitest';
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
