import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_MS, MAX_FAILURES } from '../../../server/src/auth/lockout';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { addAccount, resetSignIns, signIn } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => resetSignIns(t));
afterAll(() => t.destroy());

const sakura = () => t.fixtures.sakura;

describe('account lockout', () => {
  it('blocks an account for 30 minutes after 5 failures, even with the right password', async () => {
    expect(MAX_FAILURES).toBe(5);
    const reader = await addAccount(t, sakura().id);
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILURES; i++) {
      statuses.push(
        (await signIn(t.anonymous(), sakura(), reader.email, `wrong-${i}`)).body.status,
      );
    }
    expect(statuses).toEqual([421, 421, 421, 421, 425]);
    const blocked = await signIn(t.anonymous(), sakura(), reader.email, reader.password);
    expect(blocked.status).toBe(400);
    expect(blocked.body).toMatchObject({ status: 425, message_key: 'api.error.425' });

    t.clock.advance(BLOCK_MS - 1000);
    expect((await signIn(t.anonymous(), sakura(), reader.email, reader.password)).body.status).toBe(
      425,
    );
    t.clock.advance(1000);
    await signIn(t.anonymous(), sakura(), reader.email, reader.password).expect(200);
  });

  it('counts an unknown account the same way, with the same answers', async () => {
    const reader = await addAccount(t, sakura().id);
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i <= MAX_FAILURES; i++) {
      known.push((await signIn(t.anonymous(), sakura(), reader.email, `wrong-${i}`)).text);
      unknown.push(
        (await signIn(t.anonymous(), sakura(), 'ghost@example.test', `wrong-${i}`)).text,
      );
    }
    expect(unknown).toEqual(known);
    expect(JSON.parse(known[MAX_FAILURES]).status).toBe(425);
  });

  it('counts per tenant and identifier, case-insensitively, and forgets after a success', async () => {
    const reader = await addAccount(t, sakura().id);
    for (let i = 0; i < MAX_FAILURES - 1; i++) {
      const login = i % 2 ? reader.email.toUpperCase() : reader.email;
      expect((await signIn(t.anonymous(), sakura(), login, 'wrong')).body.status).toBe(421);
    }
    await signIn(t.anonymous(), sakura(), reader.email, reader.password).expect(200);
    // The success reset the count: four more failures still do not block.
    for (let i = 0; i < MAX_FAILURES - 1; i++) {
      expect((await signIn(t.anonymous(), sakura(), reader.email, 'wrong')).body.status).toBe(421);
    }
    // Same e-mail on another tenant is another account.
    const aozora = { domain: t.fixtures.aozora.domain };
    const twin = await addAccount(t, t.fixtures.aozora.id, { email: reader.email });
    await signIn(t.anonymous(), aozora, twin.email, 'wrong');
    await signIn(t.anonymous(), aozora, twin.email, twin.password).expect(200);
  });

  it('starts a new count when the failures are older than the window', async () => {
    const reader = await addAccount(t, sakura().id);
    for (let i = 0; i < MAX_FAILURES - 1; i++) {
      await signIn(t.anonymous(), sakura(), reader.email, 'wrong');
    }
    t.clock.advance(BLOCK_MS + 1000);
    expect((await signIn(t.anonymous(), sakura(), reader.email, 'wrong')).body.status).toBe(421);
    await signIn(t.anonymous(), sakura(), reader.email, reader.password).expect(200);
  });

  it('keeps the block in the database, where every instance sees it', async () => {
    const reader = await addAccount(t, sakura().id);
    for (let i = 0; i < MAX_FAILURES; i++) {
      await signIn(t.anonymous(), sakura(), reader.email, 'wrong');
    }
    const rows = await t.db('sign_in_failures').where({ realm: `reader:${sakura().id}` });
    expect(rows).toHaveLength(1);
    expect(rows[0].account_key).not.toContain('@');
    expect(Number(rows[0].failures)).toBe(MAX_FAILURES);
    expect(rows[0].blocked_until).not.toBeNull();
  });
});
