import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ipv4ToNumber, matchAddress } from '../../../server/src/ipGroups';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearReaders } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => clearReaders(t));
afterAll(() => t.destroy());

describe('user groups', () => {
  it('creates with defaults, validates the name and refuses duplicates (407)', async () => {
    const sakura = await t.login('sakura');
    const created = await sakura
      .post('/api/admin/user-groups')
      .send({ name: '営業 team_1-A' })
      .expect(201);
    expect(created.body).toMatchObject({
      name: '営業 team_1-A',
      maxUsers: 1,
      loginMethod: 'PASSWORD',
      memberCount: 0,
    });
    const bad = await sakura
      .post('/api/admin/user-groups')
      .send({ name: 'a/b', maxUsers: 0, loginMethod: 'SSO' })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['loginMethod', 'maxUsers', 'name']);
    const dup = await sakura.post('/api/admin/user-groups').send({ name: '営業 team_1-A' });
    expect(dup.body).toMatchObject({ status: 407 });
    const list = await sakura.get('/api/admin/user-groups').expect(200);
    expect(list.headers['content-range']).toBe('user-groups 0-0/1');
    const aozora = await t.login('aozora');
    expect((await aozora.get('/api/admin/user-groups')).body).toEqual([]);
    await aozora.get(`/api/admin/user-groups/${created.body.id}`).expect(404);
  });

  it('refuses to delete a group in use (430) and to shrink below its members (427)', async () => {
    const sakura = await t.login('sakura');
    const group = await sakura
      .post('/api/admin/user-groups')
      .send({ name: 'Busy', maxUsers: 2 })
      .expect(201);
    for (const email of ['member@example.test', 'member2@example.test']) {
      await sakura
        .post('/api/admin/users')
        .send({ email, password: 'Member-pass1', userGroupId: group.body.id })
        .expect(201);
    }
    const shrink = await sakura
      .put(`/api/admin/user-groups/${group.body.id}`)
      .send({ name: 'Busy', maxUsers: 1 });
    expect(shrink.body).toMatchObject({ status: 427 });
    await t.db('users').where({ email: 'member2@example.test' }).delete();
    const inUse = await sakura.delete(`/api/admin/user-groups/${group.body.id}`);
    expect(inUse.body).toMatchObject({ status: 430 });
    const edited = await sakura
      .put(`/api/admin/user-groups/${group.body.id}`)
      .send({ name: 'Busy', maxUsers: 1, loginMethod: 'IP' })
      .expect(200);
    expect(edited.body).toMatchObject({ maxUsers: 1, loginMethod: 'IP', memberCount: 1 });
    await t.db('users').where({ email: 'member@example.test' }).update({ user_group_id: null });
    await sakura.delete(`/api/admin/user-groups/${group.body.id}`).expect(200);
  });
});

describe('IP groups', () => {
  it('accepts /24 to /32, refuses /23 and malformed ranges', async () => {
    const sakura = await t.login('sakura');
    for (const prefix of [24, 25, 28, 30, 31, 32]) {
      const res = await sakura
        .post('/api/admin/ip-groups')
        .send({ name: `net ${prefix}`, cidr: `10.${prefix}.0.0/${prefix}` });
      expect(res.status).toBe(201);
      expect(res.body.cidr).toBe(`10.${prefix}.0.0/${prefix}`);
    }
    for (const cidr of [
      '10.99.0.0/23',
      '10.99.0.0/8',
      '10.99.0/24',
      '::1/128',
      '300.1.1.1/32',
      '10.1.1.1/24/1',
      '',
    ]) {
      const res = await sakura.post('/api/admin/ip-groups').send({ name: 'bad', cidr });
      expect(res.status, cidr).toBe(400);
      expect(res.body.errors.cidr).toBeTruthy();
    }
    const bare = await sakura
      .post('/api/admin/ip-groups')
      .send({ name: 'host', cidr: '192.0.2.77' })
      .expect(201);
    expect(bare.body).toMatchObject({
      cidr: '192.0.2.77/32',
      rangeStart: '192.0.2.77',
      rangeEnd: '192.0.2.77',
    });
    const cleared = await sakura
      .post('/api/admin/ip-groups')
      .send({ name: 'net', cidr: '198.51.100.9/24' })
      .expect(201);
    expect(cleared.body).toMatchObject({ cidr: '198.51.100.0/24', rangeEnd: '198.51.100.255' });
  });

  it('refuses overlapping ranges of one tenant (432) but not of another', async () => {
    const sakura = await t.login('sakura');
    const first = await sakura
      .post('/api/admin/ip-groups')
      .send({ name: 'office', cidr: '203.0.113.0/24' })
      .expect(201);
    for (const cidr of ['203.0.113.0/24', '203.0.113.128/25', '203.0.113.255/32']) {
      const res = await sakura.post('/api/admin/ip-groups').send({ name: 'other', cidr });
      expect(res.body, cidr).toMatchObject({ status: 432 });
    }
    await sakura
      .post('/api/admin/ip-groups')
      .send({ name: 'next', cidr: '203.0.114.0/24' })
      .expect(201);
    // Editing a group may keep its own range.
    await sakura
      .put(`/api/admin/ip-groups/${first.body.id}`)
      .send({ name: 'office 2', cidr: '203.0.113.0/25' })
      .expect(200);
    const aozora = await t.login('aozora');
    await aozora
      .post('/api/admin/ip-groups')
      .send({ name: 'theirs', cidr: '203.0.113.0/24' })
      .expect(201);
  });

  it('creates the roleLevel 4 account with the group, matches addresses, and removes both', async () => {
    const sakura = await t.login('sakura');
    const userGroup = await sakura
      .post('/api/admin/user-groups')
      .send({ name: 'By IP', loginMethod: 'IP' })
      .expect(201);
    const group = await sakura
      .post('/api/admin/ip-groups')
      .send({ name: 'Library', cidr: '192.0.2.0/28', userGroupId: userGroup.body.id })
      .expect(201);
    const account = await t.db('users').where({ id: group.body.userId }).first();
    expect(account).toMatchObject({
      role_level: 4,
      company_id: t.fixtures.sakura.id,
      email: null,
      full_name: 'Library',
    });
    expect(account.password_hash).not.toMatch(/^\$scrypt/);
    const sakuraId = t.fixtures.sakura.id;
    expect(await matchAddress(t.db, sakuraId, ipv4ToNumber('192.0.2.15'))).toEqual({
      userId: group.body.userId,
    });
    expect(await matchAddress(t.db, sakuraId, ipv4ToNumber('192.0.2.16'))).toBeNull();
    expect(await matchAddress(t.db, t.fixtures.aozora.id, ipv4ToNumber('192.0.2.1'))).toBeNull();
    // The IP account is no reader: it does not show in the user list.
    expect((await sakura.get('/api/admin/users')).body).toEqual([]);
    const inUse = await sakura.delete(`/api/admin/user-groups/${userGroup.body.id}`);
    expect(inUse.body).toMatchObject({ status: 430 });

    await sakura.delete(`/api/admin/ip-groups/${group.body.id}`).expect(200);
    expect(await t.db('users').where({ id: group.body.userId }).first()).toBeUndefined();
    expect(await matchAddress(t.db, sakuraId, ipv4ToNumber('192.0.2.1'))).toBeNull();
  });

  it('keeps tenants apart and refuses service admins', async () => {
    const sakura = await t.login('sakura');
    const group = await sakura
      .post('/api/admin/ip-groups')
      .send({ name: 'Mine', cidr: '192.0.2.0/24' })
      .expect(201);
    const aozora = await t.login('aozora');
    await aozora.get(`/api/admin/ip-groups/${group.body.id}`).expect(404);
    await aozora.delete(`/api/admin/ip-groups/${group.body.id}`).expect(404);
    const service = await t.login('service');
    expect((await service.delete(`/api/admin/ip-groups/${group.body.id}`)).status).toBe(403);
    const system = await t.login('system');
    const list = await system
      .get(`/api/admin/ip-groups?companyId=${t.fixtures.sakura.id}`)
      .expect(200);
    expect(list.body.map((g: { id: string }) => g.id)).toEqual([group.body.id]);
  });
});
