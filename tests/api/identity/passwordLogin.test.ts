import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, passwordDigest } from '../../../server/src/users/password';
import { Role } from '../../../server/src/access/roles';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { addAccount, addCompany, setCookie, signIn } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => t.reset());
afterAll(() => t.destroy());

describe('POST /api/v1/auth/login', () => {
  it('signs a reader in by e-mail with the password digest and sets the tenant cookie', async () => {
    const reader = await addAccount(t, t.fixtures.sakura.id);
    const res = await signIn(
      t.anonymous(),
      t.fixtures.sakura,
      reader.email.toUpperCase(),
      reader.password,
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      access_token: expect.any(String),
      app_mobile_auth_token: null,
      user: {
        id: reader.id,
        company_id: t.fixtures.sakura.id,
        path: 'sakura',
        domain: null,
        email: reader.email,
        role_level: Role.USER,
        shop_id: null,
        login_type: 'email',
      },
    });
    // Reader sessions last one year on the server too.
    const expires = new Date(data.expire_date).getTime() - t.clock.now().getTime();
    expect(Math.round(expires / 86_400_000)).toBe(365);
    const cookie = setCookie(res, 'hd_sakura');
    expect(cookie).toContain(`hd_sakura=${data.access_token}`);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(res.headers['cache-control']).toBe('no-store');

    const info = await t
      .anonymous()
      .get('/api/v1/auth/info?servicePath=sakura')
      .set('X-Access-Token', data.access_token)
      .expect(200);
    expect(info.body.data).toEqual(data.user);
  });

  it('keeps the session in a browser-session cookie without keep_login', async () => {
    const reader = await addAccount(t, t.fixtures.aozora.id);
    const domain = t.fixtures.aozora.domain;
    const res = await signIn(t.anonymous(), { domain }, reader.email, reader.password, {
      keep_login: false,
    });
    expect(res.status).toBe(200);
    const cookie = setCookie(res, 'hd_aozora_test');
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/Max-Age|Expires/);
    expect(res.body.data.user).toMatchObject({ domain, path: null });
  });

  it('reads the cookie of the tenant the call is for', async () => {
    const reader = await addAccount(t, t.fixtures.sakura.id);
    const agent = t.anonymous();
    await signIn(agent, t.fixtures.sakura, reader.email, reader.password).expect(200);
    const info = await agent.get('/api/v1/auth/info?path=sakura').expect(200);
    expect(info.body.data.id).toBe(reader.id);
    // The same browser on another tenant has no session there.
    await agent.get('/api/v1/auth/info').set('Host', t.fixtures.aozora.domain).expect(401);
  });

  it('takes the username or the e-mail as the account type says', async () => {
    const byName = await addCompany(t, 'USERNAME');
    const both = await addCompany(t, 'ALL');
    const a = await addAccount(t, byName.id);
    const b = await addAccount(t, both.id);

    const named = await signIn(t.anonymous(), byName, a.username, a.password).expect(200);
    expect(named.body.data.user.login_type).toBe('identity');
    expect(setCookie(named, `hd_${byName.path}`)).toBeDefined();
    const mailed = await signIn(t.anonymous(), byName, a.email, a.password);
    expect(mailed.body.status).toBe(421);

    expect((await signIn(t.anonymous(), both, b.username, b.password)).status).toBe(200);
    const res = await signIn(t.anonymous(), both, b.email, b.password).expect(200);
    expect(res.body.data.user.login_type).toBe('email');

    const emailOnly = await addAccount(t, t.fixtures.sakura.id);
    const refused = await signIn(
      t.anonymous(),
      t.fixtures.sakura,
      emailOnly.username,
      emailOnly.password,
    );
    expect(refused.body.status).toBe(421);
  });

  it('answers a wrong password and an unknown account with byte-identical bodies', async () => {
    const reader = await addAccount(t, t.fixtures.sakura.id);
    const wrong = await signIn(t.anonymous(), t.fixtures.sakura, reader.email, 'not-the-password');
    const unknown = await signIn(t.anonymous(), t.fixtures.sakura, 'nobody@example.test', 'x');
    expect(wrong.status).toBe(400);
    expect(wrong.body.status).toBe(421);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.text).toBe(wrong.text);
    expect(setCookie(wrong, 'hd_sakura')).toBeUndefined();
  });

  it('refuses staff, accounts of another tenant, cancelled and blocked readers', async () => {
    const staff = await signIn(
      t.anonymous(),
      t.fixtures.sakura,
      'admin@sakura.test',
      'sakura-secret',
    );
    expect(staff.body.status).toBe(421);

    const other = await addAccount(t, t.fixtures.aozora.id);
    expect(
      (await signIn(t.anonymous(), t.fixtures.sakura, other.email, other.password)).body.status,
    ).toBe(421);

    const cancelled = await addAccount(t, t.fixtures.sakura.id, { isCancelled: true });
    const gone = await signIn(
      t.anonymous(),
      t.fixtures.sakura,
      cancelled.email,
      cancelled.password,
    );
    expect(gone.body.status).toBe(421);

    const blocked = await addAccount(t, t.fixtures.sakura.id, { status: 1 });
    const stopped = await signIn(t.anonymous(), t.fixtures.sakura, blocked.email, blocked.password);
    expect(stopped.body.status).toBe(830);
    // Only someone who knows the password learns that the account is stopped.
    const guess = await signIn(t.anonymous(), t.fixtures.sakura, blocked.email, 'wrong-guess');
    expect(guess.body.status).toBe(421);
  });

  it('offers no sign-in on OPEN_TYPE tenants', async () => {
    const open = await addCompany(t, 'OPEN_TYPE');
    const reader = await addAccount(t, open.id);
    const res = await signIn(t.anonymous(), open, reader.email, reader.password);
    expect(res.body).toMatchObject({ status: 888, message_key: 'api.error.888' });
  });

  it('answers 400 with field errors for missing or malformed input', async () => {
    const res = await t
      .anonymous()
      .post('/api/v1/auth/login')
      .send({ path: 'sakura', email: '', password_hash: 'plain-password' })
      .expect(400);
    expect(res.body).toMatchObject({
      status: 400,
      errors: { email: expect.any(String), password_hash: expect.any(String) },
    });
    await t
      .anonymous()
      .post('/api/v1/auth/login')
      .send({ path: 'nowhere', email: 'a@b.c', password_hash: passwordDigest('x') })
      .expect(404);
  });

  it("raises a cheaper password hash to the instance's cost at sign-in", async () => {
    const reader = await addAccount(t, t.fixtures.sakura.id);
    // An imported hash below the configured cost (the test app hashes at ln=10).
    await t
      .db('users')
      .where({ id: reader.id })
      .update({ password_hash: await hashPassword(reader.password, 8) });
    await signIn(t.anonymous(), t.fixtures.sakura, reader.email, reader.password).expect(200);
    const row = await t.db('users').where({ id: reader.id }).first('password_hash');
    expect(row.password_hash).toMatch(/^\$scrypt\$ln=10,/);
    await signIn(t.anonymous(), t.fixtures.sakura, reader.email, reader.password).expect(200);
  });

  it('gives the mobile app its own token', async () => {
    const reader = await addAccount(t, t.fixtures.sakura.id);
    const res = await signIn(t.anonymous(), t.fixtures.sakura, reader.email, reader.password, {
      is_mobile_app: true,
    }).expect(200);
    const { access_token: web, app_mobile_auth_token: app } = res.body.data;
    expect(app).toEqual(expect.any(String));
    expect(app).not.toBe(web);
    const info = await t
      .anonymous()
      .get('/api/v1/auth/info?path=sakura')
      .set('X-Access-Token', app)
      .expect(200);
    expect(info.body.data.id).toBe(reader.id);
    const rows = await t.db('sessions').where({ user_id: reader.id }).orderBy('is_mobile_app');
    expect(rows.map((row) => Boolean(row.is_mobile_app))).toEqual([false, true]);
  });
});
