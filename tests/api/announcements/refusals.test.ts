import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { Status } from '@hondana/schemas/contracts';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createUserGroup, readerOf, texts } from './support';

// What an admin may not do with announcements: reach another tenant's group or reader, send
// what is not a message, or send to more readers than one send may reach. Each refusal is a
// catalogue error and leaves no log entry, job, notification or mail behind.

let t: TestApp;
let sakuraAdmin: TestAgent;
let aozoraAdmin: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  sakuraAdmin = await t.login('sakura');
  aozoraAdmin = await t.login('aozora');
});
afterAll(() => t.destroy());

const traces = async () => ({
  announcements: (await t.db('announcements').count({ n: '*' }).first())?.n,
  jobs: (await t.db('jobs').count({ n: '*' }).first())?.n,
  notifications: (await t.db('notifications').count({ n: '*' }).first())?.n,
});

/** Sends `body` to both the send and the preview: both refuse it the same way. */
async function expectRefused(admin: TestAgent, body: unknown, status: number, field?: string) {
  const before = await traces();
  for (const path of ['/api/admin/announcements', '/api/admin/announcements/preview']) {
    const res = await admin.post(path).send(body as object);
    expect([res.body.status, res.body.message_key], `${path} ${res.text}`).toEqual([
      status,
      `api.error.${status}`,
    ]);
    if (field) expect(Object.keys(res.body.errors ?? {}), res.text).toContain(field);
  }
  expect(await traces()).toEqual(before);
}

describe('announcement refusals (issue 31)', () => {
  it('cannot target another tenant’s group or reader, nor see its log', async () => {
    const sakuraGroup = await createUserGroup(sakuraAdmin, 'Sakura only');
    const sakuraReader = await readerOf(t, t.fixtures.sakura.id, { groupId: sakuraGroup });
    const own = { channels: ['IN_APP'], ...texts };
    await expectRefused(
      aozoraAdmin,
      { ...own, audience: 'USER_GROUP', userGroupId: sakuraGroup },
      Status.badRequest,
      'userGroupId',
    );
    await expectRefused(
      aozoraAdmin,
      { ...own, audience: 'ONE_READER', userId: sakuraReader.id },
      Status.badRequest,
      'userId',
    );
    // A staff account is not a reader either.
    const staff = await t.db('users').where({ email: 'admin@sakura.test' }).first('id');
    await expectRefused(
      sakuraAdmin,
      { ...own, audience: 'ONE_READER', userId: staff.id },
      Status.badRequest,
      'userId',
    );

    const sent = await sakuraAdmin
      .post('/api/admin/announcements')
      .send({ ...own, audience: 'USER_GROUP', userGroupId: sakuraGroup })
      .expect(201);
    await t.jobs.drain();
    await aozoraAdmin.get(`/api/admin/announcements/${sent.body.id}`).expect(404);
    const aozoraLog = await aozoraAdmin.get('/api/admin/announcements').expect(200);
    expect(aozoraLog.body).toEqual([]);
    // Everyone of aozora: sakura's readers are not among them.
    await readerOf(t, t.fixtures.aozora.id);
    const everyone = await aozoraAdmin
      .post('/api/admin/announcements/preview')
      .send({ ...own, audience: 'EVERYONE' })
      .expect(200);
    expect(everyone.body.audienceCount).toBe(1);
    // A service admin manages commerce only.
    const service = await t.login('service');
    await service.get('/api/admin/announcements').expect(403);
    await service
      .post('/api/admin/announcements')
      .send({ ...own, audience: 'EVERYONE' })
      .expect(403);
  });

  it('refuses empty, blank, huge and malformed messages with 400 on their fields', async () => {
    const base = { audience: 'EVERYONE', channels: ['IN_APP', 'MAIL'], ...texts };
    const cases: [unknown, string][] = [
      [{ ...base, title: { ja: '', en: 'x' } }, 'title.ja'],
      [{ ...base, body: { ja: 'x', en: '   \n ' } }, 'body.en'],
      [{ ...base, title: { ja: 'x' } }, 'title.en'],
      [{ ...base, body: { ja: 'x'.repeat(5001), en: 'x' } }, 'body.ja'],
      [{ ...base, title: { ja: 'x'.repeat(121), en: 'x' } }, 'title.ja'],
      [{ ...base, channels: [] }, 'channels'],
      [{ ...base, channels: ['SMS'] }, 'channels.0'],
      [{ ...base, audience: 'EVERYONE_ELSE' }, 'audience'],
      [{ ...base, audience: 'USER_GROUP' }, 'userGroupId'],
      [{ ...base, audience: 'USER_GROUP', userGroupId: 'no-such-group' }, 'userGroupId'],
      [{ ...base, audience: 'ONE_READER', userId: 'x'.repeat(37) }, 'userId'],
      [{ ...base, audience: 'ONE_READER', userId: 'a\u0000b' }, 'userId'],
      [{ ...base, sendAt: '2099-01-01' }, 'sendAt'],
    ];
    for (const [body, field] of cases) {
      await expectRefused(sakuraAdmin, body, Status.badRequest, field);
    }
    // Beyond the JSON limit of every request (1 MB): refused before it is read, still a 400.
    await expectRefused(sakuraAdmin, { ...base, body: 'x'.repeat(2_000_000) }, Status.badRequest);
  });

  it('refuses an audience beyond 10,000 readers with 424, before anything is queued', async () => {
    const groupId = await createUserGroup(sakuraAdmin, 'Too many');
    const at = t.clock.now().toISOString();
    const rows = Array.from({ length: 10_001 }, (_, i) => ({
      id: `bulk-${String(i).padStart(6, '0')}`,
      company_id: t.fixtures.sakura.id,
      email: `bulk-${i}@example.test`,
      password_hash: 'x',
      role_level: 3,
      user_group_id: groupId,
      created_at: at,
      updated_at: at,
    }));
    for (let i = 0; i < rows.length; i += 500) await t.db('users').insert(rows.slice(i, i + 500));
    await expectRefused(
      sakuraAdmin,
      { audience: 'USER_GROUP', userGroupId: groupId, channels: ['IN_APP'], ...texts },
      Status.maxUsersExceeded,
    );
    await t.db('users').where('id', 'like', 'bulk-%').delete();
  });
});
