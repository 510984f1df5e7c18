import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';
import { outbox } from '../account/support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

const staffFields = [
  'companyId',
  'createdAt',
  'email',
  'fullName',
  'id',
  'lang',
  'roleLevel',
  'status',
  'updatedAt',
];

/** The set-password link of the newest mail sent to `email`. */
function tokenMailedTo(email: string): string {
  const mail = outbox(t)
    .filter((m) => m.to.includes(email))
    .at(-1);
  const match = mail && /\/admin\/set-password\?token=([\w%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no set-password link mailed to ${email}`);
  return decodeURIComponent(match[1]);
}

function setPassword(token: string, password: string) {
  return supertest(t.app).post('/api/admin/auth/password').send({ token, password });
}

async function signIn(login: string, password: string) {
  const agent = supertest.agent(t.app);
  const answer = await agent.post('/api/admin/auth/login').send({ login, password });
  return { agent, answer };
}

describe('a company admin creates a service admin', () => {
  it('invites by mail; the new admin sets a password, signs in by e-mail and sees role 5 only', async () => {
    const sakura = await t.login('sakura');
    const created = await sakura
      .post('/api/admin/staff')
      .send({ email: 'Shop@Sakura.test', fullName: 'Shop Keeper', roleLevel: 5, lang: 'en' })
      .expect(201);
    expect(Object.keys(created.body).sort()).toEqual(staffFields);
    expect(created.body).toMatchObject({
      email: 'shop@sakura.test',
      roleLevel: 5,
      companyId: t.fixtures.sakura.id,
    });
    // Nothing signs in before the invitation is followed.
    expect((await signIn('shop@sakura.test', '')).answer.status).toBe(400);

    const mail = outbox(t).at(-1)!;
    expect(mail.to).toContain('shop@sakura.test');
    expect(mail.subject).toContain('Sakura');
    const token = tokenMailedTo('shop@sakura.test');
    expect((await setPassword(token, 'short')).body).toMatchObject({ status: 400 });
    // The answer names the account, so the set-password page can sign straight in.
    const set = await setPassword(token, 'Shop-keeper-1');
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ email: 'shop@sakura.test' });
    expect((await setPassword(token, 'Shop-keeper-2')).body).toMatchObject({ status: 600 });

    const { agent, answer } = await signIn('shop@sakura.test', 'Shop-keeper-1');
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ roleLevel: 5, companyId: t.fixtures.sakura.id });
    await agent.get('/api/admin/plans').expect(200);
    await agent.get('/api/admin/coupons').expect(200);
    for (const path of ['users', 'user-groups', 'ip-groups', 'contents', 'staff']) {
      expect((await agent.get(`/api/admin/${path}`)).body.status).toBe(403);
    }
    await agent.get('/api/admin/settings/company').then((r) => expect(r.body.status).toBe(403));

    const list = await sakura.get('/api/admin/staff').expect(200);
    expect(list.body.map((m: { email: string }) => m.email)).toEqual([
      'service@sakura.test',
      'shop@sakura.test',
    ]);
    for (const member of list.body) expect(Object.keys(member).sort()).toEqual(staffFields);
  });

  it('refuses what a company admin may not do', async () => {
    const sakura = await t.login('sakura');
    const ask = (body: Record<string, unknown>, query = '') =>
      sakura.post(`/api/admin/staff${query}`).send({ fullName: 'X', lang: 'ja', ...body });
    expect((await ask({ email: 'root2@sakura.test', roleLevel: 1 })).body.status).toBe(403);
    expect((await ask({ email: 'boss@sakura.test', roleLevel: 2 })).body.status).toBe(403);
    const reader = await ask({ email: 'reader@sakura.test', roleLevel: 3 });
    expect(reader.body).toMatchObject({ status: 400, errors: { roleLevel: expect.any(String) } });
    const elsewhere = await ask(
      { email: 'spy@aozora.test', roleLevel: 5 },
      `?companyId=${t.fixtures.aozora.id}`,
    );
    expect(elsewhere.body.status).toBe(403);
    // Staff e-mails are unique across tenants: staff sign in without naming one.
    const taken = await ask({ email: 'admin@aozora.test', roleLevel: 5 });
    expect(taken.body).toMatchObject({ status: 413, errors: { email: expect.any(String) } });
    const bad = await ask({ email: 'not-an-email', roleLevel: 5, fullName: ' ', lang: 'fr' });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'fullName', 'lang']);

    // Its own rank and other tenants' staff are not its to touch.
    const aozoraAdmin = await t.db('users').where({ email: 'admin@aozora.test' }).first('id');
    const self = await t.db('users').where({ email: 'admin@sakura.test' }).first('id');
    for (const id of [aozoraAdmin.id, self.id]) {
      expect((await sakura.delete(`/api/admin/staff/${id}`)).body.status).toBe(404);
      expect((await sakura.post(`/api/admin/staff/${id}/reset`)).body.status).toBe(404);
    }
    const still = await t.db('users').whereIn('id', [aozoraAdmin.id, self.id]);
    expect(still).toHaveLength(2);
  });

  it('refuses every staff call of a service admin', async () => {
    const service = await t.login('service');
    const create = await service
      .post('/api/admin/staff')
      .send({ email: 'x@sakura.test', fullName: 'X', roleLevel: 5 });
    expect(create.body.status).toBe(403);
    expect((await service.get('/api/admin/staff')).body.status).toBe(403);
    expect(await t.db('users').where({ email: 'x@sakura.test' })).toHaveLength(0);
  });
});

describe('a system admin manages company admins', () => {
  it('creates, resets, blocks and deletes a company admin of a tenant', async () => {
    let system = await t.login('system');
    const aozora = `?companyId=${t.fixtures.aozora.id}`;
    const created = await system
      .post(`/api/admin/staff${aozora}`)
      .send({ email: 'boss@aozora.test', fullName: '青空 社長', roleLevel: 2 })
      .expect(201);
    expect(created.body).toMatchObject({ roleLevel: 2, lang: 'ja' });
    const invitation = outbox(t).at(-1)!;
    expect(invitation.text).toContain('企業管理者');
    await setPassword(tokenMailedTo('boss@aozora.test'), 'Aozora-boss-1').then((r) =>
      expect(r.status).toBe(200),
    );
    const { agent: boss } = await signIn('boss@aozora.test', 'Aozora-boss-1');
    await boss.get('/api/admin/settings/company').expect(200);
    expect(
      (await system.post(`/api/admin/staff${aozora}`).send({ roleLevel: 1 })).body.status,
    ).toBe(403);

    // A reset mails a new link; the old password works until it is used; links expire.
    const id = created.body.id as string;
    await system.post(`/api/admin/staff/${id}/reset${aozora}`).expect(200);
    const first = tokenMailedTo('boss@aozora.test');
    t.clock.advance(61 * 60_000);
    expect((await setPassword(first, 'Aozora-boss-2')).body.status).toBe(603);
    system = await t.login('system'); // the hour also ended the console session
    await system.post(`/api/admin/staff/${id}/reset${aozora}`).expect(200);
    await setPassword(tokenMailedTo('boss@aozora.test'), 'Aozora-boss-2').expect(200);
    expect((await boss.get('/api/admin/auth/me')).status).toBe(401);
    expect((await signIn('boss@aozora.test', 'Aozora-boss-1')).answer.body.status).toBe(421);
    const { agent: again } = await signIn('boss@aozora.test', 'Aozora-boss-2');

    // Blocking ends its sessions and its sign-in.
    await system
      .put(`/api/admin/staff/${id}${aozora}`)
      .send({ fullName: '青空 社長', lang: 'ja', status: 1 })
      .expect(200);
    expect((await again.get('/api/admin/auth/me')).status).toBe(401);
    expect((await signIn('boss@aozora.test', 'Aozora-boss-2')).answer.body.status).toBe(421);

    await system.delete(`/api/admin/staff/${id}${aozora}`).expect(200);
    expect(await t.db('users').where({ id })).toHaveLength(0);
    expect((await setPassword('not-a-token', 'Aozora-boss-3')).body.status).toBe(600);
  });
});
