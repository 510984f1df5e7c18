import type { Knex } from 'knex';
import type { Company } from '../../access/company';
import type { Clock } from '../../clock';
import { fromRow } from '../../companies/repository';
import type { JobContext, JobPolicy } from '../../jobs';
import type { MailTemplates } from '../../mail';
import type { Notifications } from '../service';
import { audienceOf } from './audience';
import { rowToDraft } from './present';
import { renderAnnouncement } from './render';

export const ANNOUNCEMENT_JOB = 'announcement-send';

/**
 * A send that threw (the mail server away) is tried again a minute later, then less often; a
 * run goes on from the last reader done, so no one gets it twice.
 */
export const ANNOUNCEMENT_POLICY: JobPolicy = { retries: 3, retryDelaySeconds: 60, backoff: true };

export interface AnnouncementJobPayload {
  announcementId: string;
}

export interface AnnouncementJobDeps {
  db: Knex;
  clock: Clock;
  notifications: Pick<Notifications, 'deliver'>;
  templates: MailTemplates;
  siteUrl: (company: Company) => string;
}

/** Readers written and mailed per round; the counts and the place reached are saved after each. */
const BATCH = 200;

/**
 * Sends one announcement: each reader of its audience gets the in-app notification and the
 * mail in their own language; the mail goes only to readers who receive notifications
 * (`is_receive_notify`) and have an address. Readers are taken in id order and the last one
 * done is saved with the counts, so a run after a crash goes on where it stopped.
 */
export function announcementJob(deps: AnnouncementJobDeps) {
  const { db, clock } = deps;
  return async (job: JobContext<AnnouncementJobPayload>) => {
    const own = () => db('announcements').where({ id: job.payload.announcementId });
    const row = await own().first();
    if (!row || row.status === 'sent') return null;
    await own().update({ status: 'sending' });
    try {
      const totals = await sendAll(deps, job, row);
      await own().update({ status: 'sent', sent_at: clock.now().toISOString() });
      return totals;
    } catch (err) {
      await own().update({ status: 'failed' });
      throw err;
    }
  };
}

async function sendAll(
  deps: AnnouncementJobDeps,
  job: JobContext<AnnouncementJobPayload>,
  row: Record<string, unknown>,
) {
  const { db, templates, notifications } = deps;
  const companyId = String(row.company_id);
  const company = fromRow(await db('companies').where({ id: companyId }).first());
  const draft = rowToDraft(row);
  const isInApp = draft.channels.includes('IN_APP');
  const isMail = draft.channels.includes('MAIL');
  const shared = {
    companyName: company?.name ?? '',
    siteUrl: company ? deps.siteUrl(company) : '',
  };
  const totals = { inApp: 0, mailed: 0, mailSkipped: 0, failed: 0 };
  let after = row.last_user_id ? String(row.last_user_id) : null;
  let done = 0;
  for (;;) {
    const readers = await audienceOf(db, companyId, draft)
      .modify((query) => {
        if (after) query.andWhere('id', '>', after);
      })
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'email', 'full_name', 'lang', 'is_receive_notify');
    if (readers.length === 0) break;
    const counts = { inApp: 0, mailed: 0, mailSkipped: 0, failed: 0 };
    for (const reader of readers) {
      const lang = reader.lang === 'en' ? 'en' : 'ja';
      const copy = renderAnnouncement(templates, draft, lang, {
        ...shared,
        fullName: String(reader.full_name ?? ''),
      });
      const isMailed = isMail && Boolean(reader.is_receive_notify) && Boolean(reader.email);
      if (isMail && !isMailed) counts.mailSkipped += 1;
      const result = await notifications.deliver({
        companyId,
        userId: String(reader.id),
        type: 'announcement',
        eventKey: `announcement:${String(row.id)}:${String(reader.id)}`,
        data: { announcementId: String(row.id) },
        inApp: isInApp ? copy.inApp : null,
        mail: isMailed ? { to: String(reader.email), ...copy.mail } : null,
      });
      if (result.isWritten) counts.inApp += 1;
      if (result.mail === 'sent') counts.mailed += 1;
      if (result.mail === 'failed') counts.failed += 1;
    }
    after = String(readers[readers.length - 1].id);
    done += readers.length;
    await db('announcements')
      .where({ id: row.id })
      .update({
        in_app_count: db.raw('in_app_count + ?', [counts.inApp]),
        mailed_count: db.raw('mailed_count + ?', [counts.mailed]),
        mail_skipped_count: db.raw('mail_skipped_count + ?', [counts.mailSkipped]),
        failed_count: db.raw('failed_count + ?', [counts.failed]),
        last_user_id: after,
      });
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += counts[key];
    await job.progress(done, Number(row.audience_count) || done);
  }
  return totals;
}
