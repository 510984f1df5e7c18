import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearReaders } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => clearReaders(t));
afterAll(() => t.destroy());

const count = async (table: string) =>
  Number((await t.db(table).count({ n: '*' }).first())?.n ?? 0);

describe('the admin API validates with the resource schemas the console form uses', () => {
  it('refuses fields the user schema does not know, and wrong types, storing nothing', async () => {
    const sakura = await t.login('sakura');
    const res = await sakura
      .post('/api/admin/users')
      .send({ email: 'x@example.test', password: 'Reader-pass1', roleLevel: 1, status: '1' })
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['roleLevel', 'status']);
    expect(await t.db('users').where({ email: 'x@example.test' }).first()).toBeUndefined();
  });

  it('takes back a fetched record as react-admin sends it (server fields are ignored)', async () => {
    const sakura = await t.login('sakura');
    const group = await sakura
      .post('/api/admin/user-groups')
      .send({ name: 'Team', maxUsers: 3, loginMethod: 'PASSWORD' })
      .expect(201);
    const edited = await sakura
      .put(`/api/admin/user-groups/${group.body.id}`)
      .send({ ...group.body, maxUsers: 4 })
      .expect(200);
    expect(edited.body).toMatchObject({ name: 'Team', maxUsers: 4, memberCount: 0 });
    const ip = await sakura
      .post('/api/admin/ip-groups')
      .send({ name: 'Office', cidr: '192.0.2.0/24', userGroupId: group.body.id })
      .expect(201);
    await sakura
      .put(`/api/admin/ip-groups/${ip.body.id}`)
      .send({ ...ip.body, name: 'Office 2' })
      .expect(200);
    // An empty value counts as not sent (spec 001 §5), so "" clears the optional group.
    const cleared = await sakura
      .put(`/api/admin/ip-groups/${ip.body.id}`)
      .send({ name: 'Office 2', cidr: '192.0.2.0/24', userGroupId: '' })
      .expect(200);
    expect(cleared.body.userGroupId).toBeNull();
  });

  it('refuses a blank group name and an unknown IP group field', async () => {
    const sakura = await t.login('sakura');
    const blank = await sakura.post('/api/admin/user-groups').send({ name: '   ' }).expect(400);
    expect(Object.keys(blank.body.errors)).toEqual(['name']);
    const stray = await sakura
      .post('/api/admin/ip-groups')
      .send({ name: 'x', cidr: '192.0.2.0/24', rangeEnd: '192.0.2.1', note: 'hi' })
      .expect(400);
    expect(Object.keys(stray.body.errors)).toEqual(['note']);
    expect(await count('ip_groups')).toBe(0);
    expect(await count('user_groups')).toBe(0);
  });
});
