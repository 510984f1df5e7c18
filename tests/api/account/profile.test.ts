import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { Role } from '../../../server/src/access/roles';
import type { TestApp } from '../../support/app';
import { createReader } from '../../support/readers';
import { setCompanySettings, startWithSakuraAdmin } from './support';

let t: TestApp;
let admin: TestAgent;
let sakura: string;

beforeAll(async () => {
  ({ t, admin, sakura } = await startWithSakuraAdmin());
});
afterEach(() => t.reset());
afterAll(() => t.destroy());

const v1 = (path: string) => `/api/v1${path}${path.includes('?') ? '&' : '?'}path=sakura`;

describe('GET /user/detail/{id}', () => {
  it("answers the reader's own profile in snake_case", async () => {
    const reader = await createReader(t, sakura, { fullName: '山田 花子' });
    const res = await t
      .anonymous()
      .get(v1(`/user/detail/${reader.id}`))
      .set('X-Access-Token', reader.token)
      .expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      status: 200,
      data: {
        id: reader.id,
        full_name: '山田 花子',
        lang: 'ja',
        email: reader.email,
        username: null,
        is_subscribe_mail: false,
        is_receive_notify: true,
      },
    });
  });

  it("refuses another reader's id with 611 and anonymous callers with 401", async () => {
    const reader = await createReader(t, sakura);
    const other = await createReader(t, sakura);
    const res = await t
      .anonymous()
      .get(v1(`/user/detail/${other.id}`))
      .set('X-Access-Token', reader.token);
    expect(res.body.status).toBe(611);
    await t
      .anonymous()
      .get(v1(`/user/detail/${reader.id}`))
      .expect(401);
  });

  it('gives an IP account (roleLevel 4) no profile', async () => {
    const ip = await createReader(t, sakura, { roleLevel: Role.IP });
    const res = await t
      .anonymous()
      .get(v1(`/user/detail/${ip.id}`))
      .set('X-Access-Token', ip.token);
    expect(res.body.status).toBe(611);
  });

  it("refuses a reader of another tenant's token with 401", async () => {
    const stranger = await createReader(t, t.fixtures.aozora.id);
    await t
      .anonymous()
      .get(v1(`/user/detail/${stranger.id}`))
      .set('X-Access-Token', stranger.token)
      .expect(401);
  });
});

describe('PUT /user/update/{id}', () => {
  it('changes only the fields sent and ignores the rest', async () => {
    const reader = await createReader(t, sakura, { fullName: 'Before' });
    const res = await t
      .anonymous()
      .put(v1(`/user/update/${reader.id}`))
      .set('X-Access-Token', reader.token)
      .send({ full_name: ' After ', lang: 'en', is_receive_notify: false, email: 'x@y.test' })
      .expect(200);
    expect(res.body.data).toMatchObject({
      full_name: 'After',
      lang: 'en',
      is_receive_notify: false,
      is_subscribe_mail: false,
      email: reader.email,
    });
    const row = await t.db('users').where({ id: reader.id }).first();
    expect(row).toMatchObject({ full_name: 'After', lang: 'en', email: reader.email });
    expect(Boolean(row.is_receive_notify)).toBe(false);
  });

  it('refuses a bad language, an empty name or a non-boolean flag and stores nothing', async () => {
    const reader = await createReader(t, sakura, { fullName: 'Kept' });
    const res = await t
      .anonymous()
      .put(v1(`/user/update/${reader.id}`))
      .set('X-Access-Token', reader.token)
      .send({ full_name: '  ', lang: 'fr', is_subscribe_mail: 'yes' })
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['full_name', 'is_subscribe_mail', 'lang']);
    const row = await t.db('users').where({ id: reader.id }).first();
    expect(row).toMatchObject({ full_name: 'Kept', lang: 'ja' });
  });

  it("refuses another reader's id with 611", async () => {
    const reader = await createReader(t, sakura);
    const other = await createReader(t, sakura, { fullName: 'Untouched' });
    const res = await t
      .anonymous()
      .put(v1(`/user/update/${other.id}`))
      .set('X-Access-Token', reader.token)
      .send({ full_name: 'Hijacked' });
    expect(res.body.status).toBe(611);
    expect((await t.db('users').where({ id: other.id }).first()).full_name).toBe('Untouched');
  });
});

describe('PUT /user/change-email/{id}', () => {
  it('stores the new address in lower case', async () => {
    const reader = await createReader(t, sakura);
    const res = await t
      .anonymous()
      .put(v1(`/user/change-email/${reader.id}`))
      .set('X-Access-Token', reader.token)
      .send({ new_email: ' New.Address@Example.TEST ' })
      .expect(200);
    expect(res.body.data.email).toBe('new.address@example.test');
  });

  it('answers 413 when another account of the tenant uses the address, in any case', async () => {
    const reader = await createReader(t, sakura);
    const other = await createReader(t, sakura);
    const res = await t
      .anonymous()
      .put(v1(`/user/change-email/${reader.id}`))
      .set('X-Access-Token', reader.token)
      .send({ new_email: other.email.toUpperCase() });
    expect(res.body.status).toBe(413);
    expect((await t.db('users').where({ id: reader.id }).first()).email).toBe(reader.email);
  });

  it('allows an address used in another tenant and refuses a malformed one', async () => {
    const reader = await createReader(t, sakura);
    const stranger = await createReader(t, t.fixtures.aozora.id);
    await t
      .anonymous()
      .put(v1(`/user/change-email/${reader.id}`))
      .set('X-Access-Token', reader.token)
      .send({ new_email: stranger.email })
      .expect(200);
    const bad = await t
      .anonymous()
      .put(v1(`/user/change-email/${reader.id}`))
      .set('X-Access-Token', reader.token)
      .send({ new_email: 'not an address' })
      .expect(400);
    expect(bad.body.errors).toHaveProperty('new_email');
  });
});

describe('DELETE /user/cancel/{id}', () => {
  it('is refused with 787 while the tenant has not switched cancelAccount on', async () => {
    const reader = await createReader(t, sakura);
    const res = await t
      .anonymous()
      .delete(v1(`/user/cancel/${reader.id}`))
      .set('X-Access-Token', reader.token);
    expect(res.body.status).toBe(787);
    const row = await t.db('users').where({ id: reader.id }).first();
    expect(row.cancelled_at).toBeNull();
  });

  it('closes the account, ends every session and releases the e-mail', async () => {
    await setCompanySettings(admin, sakura, { cancelAccount: true });
    const reader = await createReader(t, sakura);
    const second = await t.db('sessions').where({ user_id: reader.id }).first();
    await t.db('sessions').insert({ ...second, id: 'other-session', token_hash: 'f'.repeat(64) });

    await t
      .anonymous()
      .delete(v1(`/user/cancel/${reader.id}`))
      .set('X-Access-Token', reader.token)
      .expect(200);

    const row = await t.db('users').where({ id: reader.id }).first();
    expect(row.cancelled_at).not.toBeNull();
    expect(row.email).toBeNull();
    const live = await t.db('sessions').where({ user_id: reader.id }).whereNull('revoked_at');
    expect(live).toEqual([]);
    await t
      .anonymous()
      .get(v1(`/user/detail/${reader.id}`))
      .set('X-Access-Token', reader.token)
      .expect(401);
    await t
      .anonymous()
      .get('/api/v1/auth/info?servicePath=sakura')
      .set('X-Access-Token', reader.token)
      .expect(401);
    // The address is free for a new account of the tenant.
    await createReader(t, sakura, { email: reader.email });
  });

  it("refuses another reader's id with 611", async () => {
    await setCompanySettings(admin, sakura, { cancelAccount: true });
    const reader = await createReader(t, sakura);
    const other = await createReader(t, sakura);
    const res = await t
      .anonymous()
      .delete(v1(`/user/cancel/${other.id}`))
      .set('X-Access-Token', reader.token);
    expect(res.body.status).toBe(611);
    expect((await t.db('users').where({ id: other.id }).first()).cancelled_at).toBeNull();
  });
});
