import type TestAgent from 'supertest/lib/agent';
import type { TestApp } from '../../support/app';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';

/** Texts in both languages, marked so a test can tell which language a reader got. */
export const texts = {
  title: { ja: 'メンテナンスのお知らせ', en: 'Maintenance notice' },
  body: { ja: '12月20日に停止します。', en: 'The service stops on 20 December.' },
};

/** A user group of the tenant `admin` works on, through the console's API. */
export async function createUserGroup(admin: TestAgent, name: string): Promise<string> {
  const res = await admin.post('/api/admin/user-groups').send({ name, maxUsers: 100 }).expect(201);
  return res.body.id as string;
}

/** A reader of `companyId` in `lang`, in `groupId`, receiving mail or not. */
export async function readerOf(
  t: TestApp,
  companyId: string,
  options: { lang?: 'ja' | 'en'; groupId?: string | null; isReceiveNotify?: boolean } = {},
): Promise<TestReader> {
  const reader = await createReader(t, companyId);
  await t
    .db('users')
    .where({ id: reader.id })
    .update({
      lang: options.lang ?? 'ja',
      user_group_id: options.groupId ?? null,
      is_receive_notify: options.isReceiveNotify ?? true,
    });
  return reader;
}

/** The reader's own notifications page (v1, the reader's /notifications reads it). */
export async function notificationsOf(t: TestApp, reader: TestReader, site = 'path=sakura') {
  const res = await t
    .anonymous()
    .get(`/api/v1/notification/public/page?${site}`)
    .set('X-Access-Token', reader.token)
    .expect(200);
  return res.body.data.content as { type: string; title: string; content: string }[];
}
