import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { outbox } from '../account/support';
import { createUserGroup, notificationsOf, readerOf, texts } from './support';

let t: TestApp;
let admin: TestAgent;
let sakura: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('sakura');
  sakura = t.fixtures.sakura.id;
});
afterAll(() => t.destroy());

const announcementRows = (announcementId: string) =>
  t.db('notifications').where('event_key', 'like', `announcement:${announcementId}:%`);

describe('announcements (issue 31)', () => {
  it('reaches exactly the group, in-app and by mail, each reader in their language', async () => {
    const groupId = await createUserGroup(admin, 'Night readers');
    const otherGroup = await createUserGroup(admin, 'Day readers');
    const ja = await readerOf(t, sakura, { lang: 'ja', groupId });
    const en = await readerOf(t, sakura, { lang: 'en', groupId });
    const quiet = await readerOf(t, sakura, { lang: 'en', groupId, isReceiveNotify: false });
    const outside = await readerOf(t, sakura, { lang: 'en', groupId: otherGroup });
    const mailsBefore = outbox(t).length;

    const sent = await admin
      .post('/api/admin/announcements')
      .send({
        audience: 'USER_GROUP',
        userGroupId: groupId,
        channels: ['IN_APP', 'MAIL'],
        ...texts,
      })
      .expect(201);
    expect(sent.body).toMatchObject({
      audience: 'USER_GROUP',
      audienceName: 'Night readers',
      audienceCount: 3,
      status: 'queued',
      createdBy: 'sakura admin',
    });
    // The request only queues: nothing is written or mailed before the job runs.
    expect(await announcementRows(sent.body.id)).toHaveLength(0);
    expect(outbox(t)).toHaveLength(mailsBefore);

    await t.jobs.drain();

    expect(await notificationsOf(t, ja)).toEqual([
      expect.objectContaining({
        type: 'announcement',
        title: texts.title.ja,
        content: texts.body.ja,
      }),
    ]);
    for (const reader of [en, quiet]) {
      expect(await notificationsOf(t, reader)).toEqual([
        expect.objectContaining({ title: texts.title.en, content: texts.body.en }),
      ]);
    }
    expect(await notificationsOf(t, outside)).toEqual([]);
    expect(await announcementRows(sent.body.id)).toHaveLength(3);

    // Mail: the two readers who receive notifications, each in their language; not `quiet`.
    const mails = outbox(t).slice(mailsBefore);
    expect(mails.map((mail) => mail.to).sort()).toEqual([en.email, ja.email].sort());
    const mailTo = (email: string) => mails.find((mail) => mail.to === email)!;
    expect(mailTo(ja.email).subject).toBe(`【Sakura Library】${texts.title.ja}`);
    expect(mailTo(ja.email).text).toContain(texts.body.ja);
    expect(mailTo(en.email).subject).toBe(`[Sakura Library] ${texts.title.en}`);
    expect(mailTo(en.email).text).toContain(texts.body.en);
    expect(mailTo(en.email).text).not.toContain(texts.body.ja);

    const log = await admin.get(`/api/admin/announcements/${sent.body.id}`).expect(200);
    expect(log.body).toMatchObject({
      status: 'sent',
      audienceCount: 3,
      inAppCount: 3,
      mailedCount: 2,
      mailSkippedCount: 1,
      failedCount: 0,
    });
    expect(log.body.sentAt).toEqual(expect.any(String));
  });

  it('sends by one channel only, and never twice when the job runs again', async () => {
    const reader = await readerOf(t, sakura, { lang: 'en' });
    const mailsBefore = outbox(t).length;
    const sent = await admin
      .post('/api/admin/announcements')
      .send({ audience: 'ONE_READER', userId: reader.id, channels: ['IN_APP'], ...texts })
      .expect(201);
    await t.jobs.drain();
    expect(await notificationsOf(t, reader)).toHaveLength(1);
    expect(outbox(t)).toHaveLength(mailsBefore);
    // A second run of the same send (a crash after the last batch): nothing new.
    await t
      .db('announcements')
      .where({ id: sent.body.id })
      .update({ status: 'sending', last_user_id: null });
    await t.jobs.enqueue({
      type: 'announcement-send',
      companyId: sakura,
      payload: { announcementId: sent.body.id },
    });
    await t.jobs.drain();
    expect(await notificationsOf(t, reader)).toHaveLength(1);

    const mailOnly = await admin
      .post('/api/admin/announcements')
      .send({ audience: 'ONE_READER', userId: reader.id, channels: ['MAIL'], ...texts })
      .expect(201);
    await t.jobs.drain();
    expect(await notificationsOf(t, reader)).toHaveLength(1);
    expect(
      outbox(t)
        .slice(mailsBefore)
        .map((mail) => mail.to),
    ).toEqual([reader.email]);
    const log = await admin.get(`/api/admin/announcements/${mailOnly.body.id}`).expect(200);
    expect(log.body).toMatchObject({ inAppCount: 0, mailedCount: 1, audienceName: 'Test Reader' });
  });

  it('previews each language without sending, and lists the send log newest first', async () => {
    const groupId = await createUserGroup(admin, 'Preview group');
    await readerOf(t, sakura, { groupId });
    const before = await t.db('notifications').count({ n: '*' }).first();
    const mailsBefore = outbox(t).length;
    const preview = await admin
      .post('/api/admin/announcements/preview')
      .send({ audience: 'USER_GROUP', userGroupId: groupId, channels: ['MAIL'], ...texts })
      .expect(200);
    expect(preview.body.audienceCount).toBe(1);
    expect(preview.body.ja.inApp).toEqual({ title: texts.title.ja, content: texts.body.ja });
    expect(preview.body.en.inApp).toEqual({ title: texts.title.en, content: texts.body.en });
    expect(preview.body.ja.mail.subject).toBe(`【Sakura Library】${texts.title.ja}`);
    expect(preview.body.en.mail.text).toContain('Dear sakura admin');
    expect(preview.body.en.mail.text).toContain('/sakura/notifications');
    expect(await t.db('notifications').count({ n: '*' }).first()).toEqual(before);
    expect(outbox(t)).toHaveLength(mailsBefore);
    expect(await t.db('announcements').where({ audience_name: 'Preview group' })).toEqual([]);

    const list = await admin.get('/api/admin/announcements?range=[0,1]').expect(200);
    expect(list.headers['content-range']).toBe('announcements 0-1/3');
    expect(list.body[0]).toMatchObject({ channels: ['MAIL'], audience: 'ONE_READER' });
    expect(list.body[0].createdAt >= list.body[1].createdAt).toBe(true);
  });
});
