import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/src/app';
import { MAX_SIGN_IN_FAILURES_PER_IP, THROTTLE_WINDOW_MS } from '../../../server/src/auth/throttle';
import { createLogger } from '../../../server/src/http/logging';
import { createTestApp, testAppConfig } from '../../support/app';
import type { TestApp } from '../../support/app';
import { addAccount, resetSignIns, signIn } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => resetSignIns(t));
afterAll(() => t.destroy());

const sakura = () => t.fixtures.sakura;

async function fail(times: number, email: string) {
  const statuses = new Set<number>();
  for (let i = 0; i < times; i++) {
    statuses.add((await signIn(t.anonymous(), sakura(), email, 'wrong')).body.status);
  }
  return statuses;
}

describe('per-address sign-in throttle', () => {
  it('answers 429 after 30 failed sign-ins from one address in 5 minutes', async () => {
    expect(MAX_SIGN_IN_FAILURES_PER_IP).toBe(30);
    const victim = await addAccount(t, sakura().id);
    const reader = await addAccount(t, sakura().id);
    // Lockouts (425) count too: the throttle is about the address, not the account.
    expect(await fail(MAX_SIGN_IN_FAILURES_PER_IP, victim.email)).toEqual(new Set([421, 425]));
    const throttled = await signIn(t.anonymous(), sakura(), reader.email, reader.password);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toMatchObject({ status: 429, message_key: 'api.error.429' });

    // Another address (behind one trusted proxy) is not affected; the database is shared.
    const proxied = createApp({
      db: t.db,
      clock: t.clock,
      config: { ...testAppConfig(t.dataDir), trustProxy: 1 },
      logger: createLogger('silent'),
    });
    await signIn(supertest.agent(proxied), sakura(), reader.email, reader.password)
      .set('X-Forwarded-For', '198.51.100.20')
      .expect(200);

    t.clock.advance(THROTTLE_WINDOW_MS);
    await signIn(t.anonymous(), sakura(), reader.email, reader.password).expect(200);
  });

  it('gives the slot back when a sign-in succeeds', async () => {
    const victim = await addAccount(t, sakura().id);
    const reader = await addAccount(t, sakura().id);
    await fail(MAX_SIGN_IN_FAILURES_PER_IP - 1, victim.email);
    for (let i = 0; i < 3; i++) {
      await signIn(t.anonymous(), sakura(), reader.email, reader.password).expect(200);
    }
    expect((await signIn(t.anonymous(), sakura(), victim.email, 'wrong')).body.status).toBe(425);
    expect((await signIn(t.anonymous(), sakura(), victim.email, 'wrong')).status).toBe(429);
  });
});
