import { afterAll, beforeAll } from 'vitest';
import { v1Endpoints } from './endpoints';
import { describeHostileInput } from './hostileCases';
import { createHarness } from './support';
import type { Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.t.destroy());

describeHostileInput('v1', v1Endpoints, () => h);
