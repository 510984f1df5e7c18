import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createReader } from '../../support/readers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.db('users').where({ role_level: 3 }).delete();
  await t.db('user_groups').delete();
  await t.db('companies').update({ max_user: 10 });
  await t.reset();
});
afterAll(() => t.destroy());

const reader = (extra: Record<string, unknown> = {}) => ({
  email: `r${Math.random().toString(36).slice(2, 10)}@example.test`,
  password: 'Reader-pass1',
  fullName: 'Reader',
  ...extra,
});

describe('users: roles', () => {
  it('lets a company admin manage only the readers of its own tenant', async () => {
    const sakura = await t.login('sakura');
    const created = await sakura
      .post('/api/admin/users')
      .send(reader({ fullName: '桜 花子' }))
      .expect(201);
    expect(created.body).toMatchObject({
      companyId: t.fixtures.sakura.id,
      fullName: '桜 花子',
      status: 0,
    });
    expect(created.body).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(created.body)).not.toMatch(/scrypt/);

    const aozora = await t.login('aozora');
    const list = await aozora.get('/api/admin/users').expect(200);
    expect(list.body).toEqual([]);
    expect(list.headers['content-range']).toBe('users 0-0/0');
    await aozora.get(`/api/admin/users/${created.body.id}`).expect(404);
    await aozora.put(`/api/admin/users/${created.body.id}`).send(reader()).expect(404);
    await aozora.delete(`/api/admin/users/${created.body.id}`).expect(404);
    const other = await aozora.get(`/api/admin/users?companyId=${t.fixtures.sakura.id}`);
    expect(other.status).toBe(403);
    await t.anonymous().get('/api/admin/users').expect(401);
  });

  it('refuses service admins everywhere (403) and lets system admins pick the tenant', async () => {
    const service = await t.login('service');
    for (const path of [
      '/api/admin/users',
      '/api/admin/user-groups',
      '/api/admin/ip-groups',
      '/api/admin/imports',
      '/api/admin/users/export',
    ]) {
      expect((await service.get(path)).status).toBe(403);
    }
    expect((await service.post('/api/admin/users').send(reader())).status).toBe(403);

    const system = await t.login('system');
    await system.get('/api/admin/users').expect(400);
    const created = await system
      .post(`/api/admin/users?companyId=${t.fixtures.aozora.id}`)
      .send(reader())
      .expect(201);
    expect(created.body.companyId).toBe(t.fixtures.aozora.id);
    const list = await system.get(`/api/admin/users?companyId=${t.fixtures.aozora.id}`).expect(200);
    expect(list.body.map((user: { id: string }) => user.id)).toEqual([created.body.id]);
  });
});

describe('users: fields and limits', () => {
  it('validates e-mail, username, password and lang with field errors', async () => {
    const sakura = await t.login('sakura');
    const bad = await sakura
      .post('/api/admin/users')
      .send({ email: 'not-an-email', username: 'abc', password: 'short', lang: 'fr' })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'lang', 'password', 'username']);
    expect(
      Number((await t.db('users').where({ role_level: 3 }).count({ n: '*' }).first())?.n),
    ).toBe(0);

    await t.db('tenant_settings').insert({
      company_id: t.fixtures.sakura.id,
      kind: 'company',
      data: JSON.stringify({ strictPassword: true }),
      version: 1,
      updated_at: new Date().toISOString(),
      updated_by: null,
    });
    const weak = await sakura.post('/api/admin/users').send(reader({ password: 'alllowercase' }));
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toMatch(/uppercase/);
    await sakura
      .post('/api/admin/users')
      .send(reader({ password: 'Strong-pass1' }))
      .expect(201);
  });

  it('answers 413 for a taken e-mail and 407 for a taken username', async () => {
    const sakura = await t.login('sakura');
    await sakura
      .post('/api/admin/users')
      .send(reader({ email: 'dup@example.test', username: 'dup.user' }))
      .expect(201);
    const email = await sakura.post('/api/admin/users').send(reader({ email: 'DUP@example.test' }));
    expect(email.body).toMatchObject({ status: 413 });
    const name = await sakura.post('/api/admin/users').send(reader({ username: 'dup.user' }));
    expect(name.body).toMatchObject({ status: 407 });
    // Another tenant may use the same e-mail.
    const aozora = await t.login('aozora');
    await aozora
      .post('/api/admin/users')
      .send(reader({ email: 'dup@example.test' }))
      .expect(201);
  });

  it('stops at the company maxUser (417) and the group maxUsers (427)', async () => {
    await t.db('companies').where({ id: t.fixtures.sakura.id }).update({ max_user: 3 });
    const sakura = await t.login('sakura');
    const group = await sakura
      .post('/api/admin/user-groups')
      .send({ name: 'Team A', maxUsers: 1 })
      .expect(201);
    await sakura
      .post('/api/admin/users')
      .send(reader({ userGroupId: group.body.id }))
      .expect(201);
    const full = await sakura.post('/api/admin/users').send(reader({ userGroupId: group.body.id }));
    expect(full.body).toMatchObject({ status: 427, message_key: 'api.error.427' });
    await sakura.post('/api/admin/users').send(reader()).expect(201);
    await sakura.post('/api/admin/users').send(reader()).expect(201);
    const over = await sakura.post('/api/admin/users').send(reader());
    expect(over.body).toMatchObject({ status: 417 });
    expect(
      Number(
        (
          await t
            .db('users')
            .where({ company_id: t.fixtures.sakura.id, role_level: 3 })
            .count({ n: '*' })
            .first()
        )?.n,
      ),
    ).toBe(3);
  });
});

describe('users: actions', () => {
  it('blocking ends the sessions of that reader only, and allowing lifts the block', async () => {
    const sakura = await t.login('sakura');
    const created = await sakura.post('/api/admin/users').send(reader()).expect(201);
    const session = await createReader(t, t.fixtures.sakura.id);
    await t.db('sessions').insert({
      id: crypto.randomUUID(),
      token_hash: 'x'.repeat(64),
      user_id: created.body.id,
      company_id: t.fixtures.sakura.id,
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 3600_000).toISOString(),
    });
    const blocked = await sakura
      .put(`/api/admin/users/${created.body.id}/status`)
      .send({ status: 1 })
      .expect(200);
    expect(blocked.body.status).toBe(1);
    const live = await t.db('sessions').where({ user_id: created.body.id }).whereNull('revoked_at');
    expect(live).toEqual([]);
    // Other readers keep theirs.
    expect(
      await t.db('sessions').where({ user_id: session.id }).whereNull('revoked_at'),
    ).toHaveLength(1);
    const allowed = await sakura
      .put(`/api/admin/users/${created.body.id}/status`)
      .send({ status: 0 })
      .expect(200);
    expect(allowed.body.status).toBe(0);
    await sakura.put(`/api/admin/users/${created.body.id}/status`).send({ status: 2 }).expect(400);
  });

  it('resets the password to the one the admin chose, edits and deletes', async () => {
    const sakura = await t.login('sakura');
    const created = await sakura.post('/api/admin/users').send(reader()).expect(201);
    const before = await t.db('users').where({ id: created.body.id }).first('password_hash');
    await sakura
      .put(`/api/admin/users/${created.body.id}/password`)
      .send({ password: 'x' })
      .expect(400);
    await sakura
      .put(`/api/admin/users/${created.body.id}/password`)
      .send({ password: 'New-password9' })
      .expect(200);
    const after = await t.db('users').where({ id: created.body.id }).first('password_hash');
    expect(after.password_hash).not.toBe(before.password_hash);
    const { verifyPassword } = await import('../../../server/src/users/password');
    expect(await verifyPassword('New-password9', after.password_hash)).toBe(true);

    const edited = await sakura
      .put(`/api/admin/users/${created.body.id}`)
      .send({ ...created.body, fullName: '山田 太郎', lang: 'en' })
      .expect(200);
    expect(edited.body).toMatchObject({
      fullName: '山田 太郎',
      lang: 'en',
      email: created.body.email,
    });
    await sakura.delete(`/api/admin/users/${created.body.id}`).expect(200);
    await sakura.get(`/api/admin/users/${created.body.id}`).expect(404);
  });

  it('lists with search, filters, sort and paging', async () => {
    const sakura = await t.login('sakura');
    const group = await sakura
      .post('/api/admin/user-groups')
      .send({ name: 'Readers', maxUsers: 5 })
      .expect(201);
    await sakura
      .post('/api/admin/users')
      .send(reader({ email: 'alice@example.test', fullName: 'Alice' }))
      .expect(201);
    await sakura
      .post('/api/admin/users')
      .send(reader({ email: 'bob@example.test', fullName: 'Bob', userGroupId: group.body.id }))
      .expect(201);
    await sakura
      .post('/api/admin/users')
      .send(reader({ email: 'carol@example.test', username: 'carol_100', status: 1 }))
      .expect(201);
    const q = await sakura
      .get('/api/admin/users')
      .query({ filter: JSON.stringify({ q: 'CAROL_1' }) })
      .expect(200);
    expect(q.body.map((u: { email: string }) => u.email)).toEqual(['carol@example.test']);
    const blocked = await sakura
      .get('/api/admin/users')
      .query({ filter: JSON.stringify({ status: 1 }) });
    expect(blocked.body).toHaveLength(1);
    const inGroup = await sakura
      .get('/api/admin/users')
      .query({ filter: JSON.stringify({ userGroupId: group.body.id }) });
    expect(inGroup.body.map((u: { fullName: string }) => u.fullName)).toEqual(['Bob']);
    const page = await sakura
      .get('/api/admin/users')
      .query({ sort: JSON.stringify(['email', 'ASC']), range: JSON.stringify([1, 1]) })
      .expect(200);
    expect(page.body.map((u: { email: string }) => u.email)).toEqual(['bob@example.test']);
    expect(page.headers['content-range']).toBe('users 1-1/3');
  });

  it('exports CSV with a BOM that keeps Japanese names', async () => {
    const sakura = await t.login('sakura');
    await sakura
      .post('/api/admin/users')
      .send(reader({ email: 'jp@example.test', fullName: '日本語 名前, "引用"' }))
      .expect(201);
    const res = await sakura
      .get('/api/admin/users/export')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?users-sakura\.csv/);
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { parseCsv, decodeCsv } = await import('../../../server/src/csv/csv');
    const rows = parseCsv(decodeCsv(bytes));
    expect(rows[0].cells).toEqual(['email', 'username', 'full_name', 'lang', 'group', 'status']);
    expect(rows[1].cells).toEqual(['jp@example.test', '', '日本語 名前, "引用"', 'ja', '', '0']);
  });
});
