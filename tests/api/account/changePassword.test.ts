import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { verifyPassword } from '../../../server/src/users/password';
import { Role } from '../../../server/src/access/roles';
import type { TestApp } from '../../support/app';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { setCompanySettings, startWithSakuraAdmin } from './support';

let t: TestApp;
let admin: TestAgent;
let sakura: string;

beforeAll(async () => {
  ({ t, admin, sakura } = await startWithSakuraAdmin());
});
afterEach(() => t.reset());
afterAll(() => t.destroy());

function change(reader: TestReader, body: Record<string, unknown>) {
  return t
    .anonymous()
    .put('/api/v1/user/change-password?path=sakura')
    .set('X-Access-Token', reader.token)
    .send({ user_id: reader.id, old_pass: reader.password, ...body });
}

async function storedHash(id: string): Promise<string> {
  return (await t.db('users').where({ id }).first()).password_hash;
}

describe('PUT /user/change-password', () => {
  it('stores the new password and ends the other sessions, keeping this one', async () => {
    const reader = await createReader(t, sakura);
    const current = await t.db('sessions').where({ user_id: reader.id }).first();
    await t.db('sessions').insert({ ...current, id: 'elsewhere', token_hash: 'e'.repeat(64) });

    await change(reader, { new_pass: 'Fresh-pass2', confirm_pass: 'Fresh-pass2' }).expect(200);

    expect(await verifyPassword('Fresh-pass2', await storedHash(reader.id))).toBe(true);
    const live = await t.db('sessions').where({ user_id: reader.id }).whereNull('revoked_at');
    expect(live.map((row) => row.id)).toEqual([current.id]);
  });

  it('answers 609 for a wrong old password and keeps the stored one', async () => {
    const reader = await createReader(t, sakura);
    const before = await storedHash(reader.id);
    const res = await change(reader, {
      old_pass: 'Not-the-pass1',
      new_pass: 'Fresh-pass2',
      confirm_pass: 'Fresh-pass2',
    });
    expect(res.body.status).toBe(609);
    expect(await storedHash(reader.id)).toBe(before);
  });

  it('answers 610 when the new password is the old one', async () => {
    const reader = await createReader(t, sakura);
    const res = await change(reader, {
      new_pass: reader.password,
      confirm_pass: reader.password,
    });
    expect(res.body.status).toBe(610);
  });

  it('refuses a confirmation that does not match with 400 under confirm_pass', async () => {
    const reader = await createReader(t, sakura);
    const res = await change(reader, { new_pass: 'Fresh-pass2', confirm_pass: 'Fresh-pass3' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['confirm_pass']);
  });

  it('applies the strict policy only when the tenant has strictPassword on', async () => {
    const reader = await createReader(t, sakura);
    await change(reader, { new_pass: 'lowercase only', confirm_pass: 'lowercase only' }).expect(
      200,
    );
    await setCompanySettings(admin, sakura, { strictPassword: true });
    const weak = await change(
      { ...reader, password: 'lowercase only' },
      { new_pass: 'alllowercase1', confirm_pass: 'alllowercase1' },
    );
    expect(weak.status).toBe(400);
    expect(weak.body.errors.new_pass).toMatch(/uppercase/);
    const spaced = await change(
      { ...reader, password: 'lowercase only' },
      { new_pass: 'Has Space1', confirm_pass: 'Has Space1' },
    );
    expect(spaced.status).toBe(400);
    await change(
      { ...reader, password: 'lowercase only' },
      { new_pass: 'Strong-Pass1', confirm_pass: 'Strong-Pass1' },
    ).expect(200);
  });

  it('refuses a short password and missing fields with 400', async () => {
    const reader = await createReader(t, sakura);
    const short = await change(reader, { new_pass: 'Short1', confirm_pass: 'Short1' });
    expect(short.body.errors).toHaveProperty('new_pass');
    const missing = await t
      .anonymous()
      .put('/api/v1/user/change-password?path=sakura')
      .set('X-Access-Token', reader.token)
      .send({})
      .expect(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual([
      'confirm_pass',
      'new_pass',
      'old_pass',
      'user_id',
    ]);
  });

  it("refuses another reader's user_id and an IP account with 611", async () => {
    const reader = await createReader(t, sakura);
    const other = await createReader(t, sakura);
    const before = await storedHash(other.id);
    const res = await change(reader, {
      user_id: other.id,
      old_pass: other.password,
      new_pass: 'Fresh-pass2',
      confirm_pass: 'Fresh-pass2',
    });
    expect(res.body.status).toBe(611);
    expect(await storedHash(other.id)).toBe(before);
    const ip = await createReader(t, sakura, { roleLevel: Role.IP });
    const refused = await change(ip, { new_pass: 'Fresh-pass2', confirm_pass: 'Fresh-pass2' });
    expect(refused.body.status).toBe(611);
  });
});
