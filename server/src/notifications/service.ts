import { randomUUID } from 'node:crypto';
import type {
  Notification,
  NotificationPage,
  NotificationUpdate,
} from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { requireReader } from '../access/policy';
import type { ReaderScope } from '../access/scope';
import type { Clock } from '../clock';
import type { Company } from '../access/company';
import { fromRow } from '../companies/repository';
import { isStorable } from '../db/storable';
import type { Paging } from '../db/paging';
import { pageOf } from '../db/paging';
import { isUniqueViolation } from '../db/dialect';
import { readJson, toIso, writeJson } from '../db/json';
import { AppError } from '../errors';
import type { MailLang, Mailer, MailMessage, MailTemplates } from '../mail';
import type { NotificationEvent } from './events';
import { parseUpdate } from './update';

export interface NotificationDeps {
  db: Knex;
  clock: Clock;
  mailer: Mailer;
  templates: MailTemplates;
  log: Logger;
  /** The tenant's reader site (PUBLIC_URL and its domain or path), for links in the texts. */
  siteUrl?: (company: Company) => string;
}

type Row = Record<string, unknown>;

/**
 * The reader's notifications (spec 001 §7: `/notification/public/page`, `/public/detail/{id}`,
 * `PUT /notification/update/`). `notify` writes an event once (its `event_key` is unique) in the
 * reader's language and mails it when the reader receives service notifications.
 */
export function createNotifications({
  db,
  clock,
  mailer,
  templates,
  log,
  siteUrl,
}: NotificationDeps) {
  const own = (scope: ReaderScope) =>
    db('notifications').where({
      company_id: scope.company.id,
      user_id: requireReader(scope).id,
    });

  async function unreadCount(scope: ReaderScope): Promise<number> {
    const row = await own(scope).whereNull('read_at').count({ n: '*' }).first();
    return Number((row as { n?: number | string } | undefined)?.n ?? 0);
  }

  async function notify(event: NotificationEvent): Promise<boolean> {
    const user = await db('users')
      .where({ id: event.userId, company_id: event.companyId })
      .first('email', 'full_name', 'lang', 'is_receive_notify');
    if (!user) return false;
    const company = fromRow(await db('companies').where({ id: event.companyId }).first());
    const lang: MailLang = user.lang === 'en' ? 'en' : 'ja';
    const values = {
      ...event.values,
      fullName: String(user.full_name ?? ''),
      companyName: company?.name ?? '',
      siteUrl: company && siteUrl ? siteUrl(company) : '',
    };
    const { subject, text } = templates.render(event.kind, lang, values);
    try {
      await db('notifications').insert({
        id: randomUUID(),
        company_id: event.companyId,
        user_id: event.userId,
        type: event.kind,
        title: subject.slice(0, 255),
        content: text,
        data: writeJson(event.values),
        event_key: `${event.kind}:${event.subjectId}`,
        created_at: clock.now().toISOString(),
      });
    } catch (err) {
      // Told already (a job run twice, or two processes): no second notification or mail.
      if (isUniqueViolation(err)) return false;
      throw err;
    }
    if (user.is_receive_notify && user.email) {
      // The notification is written; a mail that cannot be sent must not undo a charge.
      await mailer
        .send({ to: String(user.email), subject, text })
        .catch((err) => log.warn({ err, kind: event.kind }, 'notification mail not sent'));
    }
    return true;
  }

  /**
   * A mail with no in-app notification, to an address given (a closed account's, which the
   * account no longer keeps): `templates/mail/{lang}/{kind}.*.hbs`. A failure is logged.
   */
  async function mailOnly(mail: {
    companyId: string;
    to: string;
    lang: string;
    kind: string;
    values: Record<string, string | number>;
  }) {
    const company = fromRow(await db('companies').where({ id: mail.companyId }).first());
    const lang: MailLang = mail.lang === 'en' ? 'en' : 'ja';
    const { subject, text } = templates.render(mail.kind, lang, {
      ...mail.values,
      companyName: company?.name ?? '',
      siteUrl: company && siteUrl ? siteUrl(company) : '',
    });
    await mailer
      .send({ to: mail.to, subject, text })
      .catch((err) => log.warn({ err, kind: mail.kind }, 'mail not sent'));
  }

  /**
   * A notification whose texts are already written (an admin's announcement): stored once by
   * `eventKey` when `inApp` is given, mailed when `mail` is. Answers what happened, so a
   * sender can count it; a mail that fails is reported, not thrown.
   */
  async function deliver(message: {
    companyId: string;
    userId: string;
    type: string;
    eventKey: string;
    data: Record<string, unknown>;
    inApp: { title: string; content: string } | null;
    mail: MailMessage | null;
  }): Promise<{ isWritten: boolean; mail: 'sent' | 'failed' | 'none' }> {
    if (message.inApp) {
      try {
        await db('notifications').insert({
          id: randomUUID(),
          company_id: message.companyId,
          user_id: message.userId,
          type: message.type,
          title: message.inApp.title.slice(0, 255),
          content: message.inApp.content,
          data: writeJson(message.data),
          event_key: message.eventKey,
          created_at: clock.now().toISOString(),
        });
      } catch (err) {
        // Told already (a send resumed after a crash): no second notification or mail.
        if (isUniqueViolation(err)) return { isWritten: false, mail: 'none' };
        throw err;
      }
    }
    if (!message.mail) return { isWritten: Boolean(message.inApp), mail: 'none' };
    try {
      await mailer.send(message.mail);
      return { isWritten: Boolean(message.inApp), mail: 'sent' };
    } catch (err) {
      log.warn({ err, type: message.type }, 'notification mail not sent');
      return { isWritten: Boolean(message.inApp), mail: 'failed' };
    }
  }

  return {
    notify,
    deliver,
    mailOnly,
    unreadCount,

    /** `GET /notification/public/page`: newest first, with the unread count. */
    async page(scope: ReaderScope, paging: Paging): Promise<NotificationPage> {
      const query = own(scope).orderBy('created_at', 'desc').orderBy('id');
      const page = await pageOf(query, paging, (rows) => rows.map(presentNotification));
      return { ...page, unreadCount: await unreadCount(scope) };
    },

    /** `GET /notification/public/detail/{id}`: one of the reader's notifications (404 otherwise). */
    async detail(scope: ReaderScope, id: string): Promise<Notification> {
      const row = isStorable(id) && id.length <= 36 ? await own(scope).where({ id }).first() : null;
      if (!row) throw AppError.notFound('Notification not found.');
      return presentNotification(row);
    },

    /**
     * `PUT /notification/update/`: marks `ids` (or `all`) read or unread; answers the unread
     * count. Ids of other readers are not theirs to touch: they are ignored.
     */
    async update(scope: ReaderScope, input: unknown): Promise<NotificationUpdate> {
      const change = parseUpdate(input);
      const query = own(scope);
      if (change.ids) query.whereIn('id', change.ids);
      const at = clock.now().toISOString();
      const updated = await (change.isRead
        ? query.whereNull('read_at').update({ read_at: at })
        : query.whereNotNull('read_at').update({ read_at: null }));
      return { updated, unreadCount: await unreadCount(scope) };
    },
  };
}

export function presentNotification(row: Row): Notification {
  return {
    id: String(row.id),
    type: String(row.type),
    title: String(row.title),
    content: String(row.content),
    data: readJson<Record<string, unknown>>(row.data),
    isRead: row.read_at !== null && row.read_at !== undefined,
    readAt: toIso(row.read_at),
    // Written with every notification (deliver, notify).
    createdAt: toIso(row.created_at) as string,
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
