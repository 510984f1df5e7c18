import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import type { TestApp } from '../support/app';

let t: TestApp;

beforeAll(async () => {
  // It counts stored settings: the fixtures start with none (so not in test mode).
  t = await createTestApp({}, { isTestMode: false });
});
afterEach(() => t.reset());
afterAll(() => t.destroy());

describe('sign-in', () => {
  it('signs in by e-mail or username and reports the user', async () => {
    const agent = t.anonymous();
    const res = await agent
      .post('/api/admin/auth/login')
      .send({ login: 'ADMIN@sakura.test', password: 'sakura-secret' })
      .expect(200);
    expect(res.body.user).toMatchObject({ email: 'admin@sakura.test', roleLevel: 2 });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/hondana_admin=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const me = await agent.get('/api/admin/auth/me').expect(200);
    expect(me.body).toEqual({
      id: expect.any(String),
      fullName: 'sakura admin',
      email: 'admin@sakura.test',
      roleLevel: 2,
      companyId: t.fixtures.sakura.id,
      // The tenant's public fields, for the dashboard's card (issue 12).
      company: {
        id: t.fixtures.sakura.id,
        name: expect.any(String),
        domainType: 'PATH',
        domain: null,
        path: 'sakura',
        accountType: 'EMAIL',
      },
    });
    await t
      .anonymous()
      .post('/api/admin/auth/login')
      .send({ login: 'sakura-admin', password: 'sakura-secret' })
      .expect(200);
  });

  it('gives the same 421 for an unknown user and a wrong password', async () => {
    const unknown = await t
      .anonymous()
      .post('/api/admin/auth/login')
      .send({ login: 'ghost@nowhere.test', password: 'whatever' });
    const wrong = await t
      .anonymous()
      .post('/api/admin/auth/login')
      .send({ login: 'admin@sakura.test', password: 'wrong' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({ status: 421, message_key: 'api.error.421' });
  });

  it('accepts the token in X-Access-Token and revokes it on logout', async () => {
    const res = await t
      .anonymous()
      .post('/api/admin/auth/login')
      .send({ login: 'admin@aozora.test', password: 'aozora-secret' })
      .expect(200);
    const token = /hondana_admin=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1] ?? '';
    const stored = await t.db('sessions').select('token_hash');
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    await t.anonymous().get('/api/admin/auth/me').set('X-Access-Token', token).expect(200);
    await t.anonymous().post('/api/admin/auth/logout').set('X-Access-Token', token).expect(200);
    await t.anonymous().get('/api/admin/auth/me').set('X-Access-Token', token).expect(401);
  });

  it('expires sessions after their lifetime', async () => {
    const agent = await t.login('aozora');
    await agent.get('/api/admin/auth/me').expect(200);
    t.clock.advance(3601 * 1000);
    await agent.get('/api/admin/auth/me').expect(401);
  });
});

describe('settings permissions', () => {
  it('needs a session', async () => {
    const res = await t.anonymous().get('/api/admin/settings/header').expect(401);
    expect(res.body).toMatchObject({ status: 401, message_key: 'api.error.401' });
    await t.anonymous().get('/api/v1/header/detail?path=sakura').expect(401);
  });

  it('keeps a company admin inside their own tenant', async () => {
    const sakura = await t.login('sakura');
    await sakura.get('/api/admin/settings/header').expect(200);
    await sakura.get(`/api/admin/settings/header?companyId=${t.fixtures.aozora.id}`).expect(403);
    await sakura
      .put(`/api/admin/settings/header?companyId=${t.fixtures.aozora.id}`)
      .send({ data: {} })
      .expect(403);
    // A tenant name that matches nothing is no silent fall-back to the admin's own tenant.
    await sakura.get('/api/v1/header/detail?path=nothing').expect(404);
    await sakura.get(`/api/v1/header/detail?companyId=${t.fixtures.aozora.id}`).expect(403);
    const rows = await t.db('tenant_settings').where({ company_id: t.fixtures.aozora.id });
    expect(rows).toHaveLength(0);
  });

  it('lets a system admin choose any tenant, and asks which one', async () => {
    const system = await t.login('system');
    const res = await system
      .put(`/api/admin/settings/body?companyId=${t.fixtures.aozora.id}`)
      .send({ data: { fontSize: 18 } })
      .expect(200);
    expect(res.body.version).toBe(1);
    const missing = await system.get('/api/admin/settings/body').expect(400);
    expect(missing.body.errors).toHaveProperty('companyId');
    await system
      .get('/api/admin/settings/body?companyId=00000000-0000-0000-0000-000000000000')
      .expect(404);
  });

  it('gives a service admin no settings access', async () => {
    const service = await t.login('service');
    await service.get('/api/admin/settings/header').expect(403);
    await service.get('/api/v1/header/detail').expect(403);
  });

  it('keeps companies for system admins', async () => {
    const sakura = await t.login('sakura');
    await sakura.get('/api/admin/companies').expect(403);
    await t.anonymous().get('/api/admin/companies').expect(401);
  });
});
