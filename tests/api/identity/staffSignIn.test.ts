import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { BLOCK_MS, MAX_FAILURES } from '../../../server/src/auth/lockout';
import { MAX_SIGN_IN_FAILURES_PER_IP, THROTTLE_WINDOW_MS } from '../../../server/src/auth/throttle';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { behindProxy, resetSignIns } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => resetSignIns(t));
afterAll(() => t.destroy());

const admin = { login: 'admin@sakura.test', password: 'sakura-secret' };

function staffSignIn(agent: TestAgent, login: string, password: string) {
  return agent.post('/api/admin/auth/login').send({ login, password });
}

describe('staff sign-in protections', () => {
  it('refuses the 41st sign-in with the right password after 40 wrong ones (425)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await staffSignIn(t.anonymous(), admin.login, `wrong-${i}`)).body.status);
      // A patient guesser, slower than the per-address throttle: only the lockout stops them.
      t.clock.advance(15_000);
    }
    expect(statuses.slice(0, MAX_FAILURES - 1)).toEqual([421, 421, 421, 421]);
    expect(new Set(statuses.slice(MAX_FAILURES - 1))).toEqual(new Set([425]));

    const refused = await staffSignIn(t.anonymous(), admin.login, admin.password);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 425, message_key: 'api.error.425' });
    expect(refused.headers['set-cookie']).toBeUndefined();

    t.clock.advance(BLOCK_MS);
    await staffSignIn(t.anonymous(), admin.login, admin.password).expect(200);
  });

  it('throttles one source with 429 after 30 failed sign-ins, whatever the accounts', async () => {
    for (let i = 0; i < MAX_SIGN_IN_FAILURES_PER_IP; i++) {
      const res = await staffSignIn(t.anonymous(), `nobody-${i}@example.test`, 'wrong');
      expect(res.body.status).toBe(421);
    }
    const throttled = await staffSignIn(t.anonymous(), admin.login, admin.password);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toMatchObject({ status: 429, message_key: 'api.error.429' });
    // Another address is not affected.
    await staffSignIn(behindProxy(t)('198.51.100.7'), admin.login, admin.password).expect(200);
    t.clock.advance(THROTTLE_WINDOW_MS);
    await staffSignIn(t.anonymous(), admin.login, admin.password).expect(200);
  });

  it('answers an unknown account exactly like a wrong password, lockout included', async () => {
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i <= MAX_FAILURES; i++) {
      known.push((await staffSignIn(t.anonymous(), admin.login, `wrong-${i}`)).text);
      unknown.push((await staffSignIn(t.anonymous(), 'ghost@sakura.test', `wrong-${i}`)).text);
    }
    expect(unknown).toEqual(known);
    expect(JSON.parse(known[0]).status).toBe(421);
    expect(JSON.parse(known[MAX_FAILURES]).status).toBe(425);
  });

  it('locks out the guessing source only: the admin still signs in from elsewhere', async () => {
    const from = behindProxy(t);
    for (let i = 0; i < MAX_FAILURES; i++) {
      await staffSignIn(from('203.0.113.9'), admin.login, 'wrong');
    }
    const attacker = await staffSignIn(from('203.0.113.9'), admin.login, admin.password);
    expect(attacker.body.status).toBe(425);
    await staffSignIn(from('198.51.100.7'), admin.login, admin.password).expect(200);
  });

  it('answers 16 parallel tries without error', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        staffSignIn(t.anonymous(), `parallel-${i}@example.test`, 'wrong'),
      ),
    );
    expect(new Set(answers.map((res) => res.body.status))).toEqual(new Set([421]));
  });
});
