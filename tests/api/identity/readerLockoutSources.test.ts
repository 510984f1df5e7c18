import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_MS, MAX_FAILURES } from '../../../server/src/auth/lockout';
import { ACCOUNT_RATION_AFTER } from '../../../server/src/auth/signInGuard';
import { ACCOUNT_SLOT_MS } from '../../../server/src/auth/throttle';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { addAccount, behindProxy, resetSignIns, signIn } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => resetSignIns(t));
afterAll(() => t.destroy());

const sakura = () => t.fixtures.sakura;

describe('reader lockout without a denial of service', () => {
  it('blocks the guessing address (425) while the reader signs in from their own', async () => {
    const from = behindProxy(t);
    const reader = await addAccount(t, sakura().id);
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await signIn(from('203.0.113.9'), sakura(), reader.email, `wrong-${i}`);
      statuses.push(res.body.status);
    }
    expect(statuses).toEqual([421, 421, 421, 421, 425]);
    const attacker = await signIn(from('203.0.113.9'), sakura(), reader.email, reader.password);
    expect(attacker.body).toMatchObject({ status: 425, message_key: 'api.error.425' });

    await signIn(from('198.51.100.20'), sakura(), reader.email, reader.password).expect(200);
    // The attacker's block stands for its 30 minutes.
    const still = await signIn(from('203.0.113.9'), sakura(), reader.email, reader.password);
    expect(still.body.status).toBe(425);
    t.clock.advance(BLOCK_MS);
    await signIn(from('203.0.113.9'), sakura(), reader.email, reader.password).expect(200);
  });

  it('rations an account guessed from many addresses to one try per slot, never locks it', async () => {
    const from = behindProxy(t);
    const reader = await addAccount(t, sakura().id);
    const addresses = ACCOUNT_RATION_AFTER / MAX_FAILURES;
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < MAX_FAILURES; i++) {
        await signIn(from(`203.0.113.${a + 1}`), sakura(), reader.email, 'wrong');
      }
    }
    // Start at the beginning of a slot so both tries below fall into the same one.
    t.clock.advance(ACCOUNT_SLOT_MS - (t.clock.now().getTime() % ACCOUNT_SLOT_MS));
    const guess = await signIn(from('192.0.2.50'), sakura(), reader.email, 'wrong');
    expect(guess.body.status).toBe(421);
    const rationed = await signIn(from('198.51.100.20'), sakura(), reader.email, reader.password);
    expect(rationed.status).toBe(429);
    expect(rationed.body).toMatchObject({ status: 429, message_key: 'api.error.429' });

    t.clock.advance(ACCOUNT_SLOT_MS);
    await signIn(from('198.51.100.20'), sakura(), reader.email, reader.password).expect(200);
    // Other accounts of the tenant are not rationed.
    const other = await addAccount(t, sakura().id);
    await signIn(from('198.51.100.20'), sakura(), other.email, 'wrong');
    await signIn(from('198.51.100.20'), sakura(), other.email, other.password).expect(200);
  });
});
