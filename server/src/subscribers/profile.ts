import { Status } from '@hondana/schemas/contracts';
import type { SubscriberNotice, SubscriberProfile } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { isStorable } from '../db/storable';
import { toIso } from '../db/json';
import { AppError } from '../errors';
import { findReader } from '../users/repository';
import { readerNotes } from './notes';
import { presentSubscriber, subscriberColumns, subscriptionsOf } from './rows';

/** What a profile shows at most: a reader's subscriptions and their newest notifications. */
export const SHOWN_SUBSCRIPTIONS = 100;
export const SHOWN_NOTIFICATIONS = 20;

/** The tenant's reader `userId`, or 703 (another tenant's reader is not found either). */
export async function readerOf(db: Knex, companyId: string, userId: string) {
  const reader = isStorable(userId) ? await findReader(db, companyId, userId) : null;
  if (!reader) throw new AppError(Status.userNotFound);
  return reader;
}

/** A reader's profile: account, subscriptions, newest notifications and notes. */
export async function profileOf(
  db: Knex,
  companyId: string,
  userId: string,
): Promise<SubscriberProfile> {
  const reader = await readerOf(db, companyId, userId);
  const [subscriptions, notices, notes] = await Promise.all([
    subscriptionsOf(db, companyId)
      .where('s.user_id', reader.id)
      .select(subscriberColumns)
      .orderBy('s.registered_at', 'desc')
      .orderBy('s.id')
      .limit(SHOWN_SUBSCRIPTIONS),
    db('notifications')
      .where({ company_id: companyId, user_id: reader.id })
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(SHOWN_NOTIFICATIONS)
      .select('id', 'type', 'title', 'read_at', 'created_at'),
    readerNotes(db).newest(companyId, reader.id),
  ]);
  return {
    id: reader.id,
    email: reader.email,
    username: reader.username,
    fullName: reader.fullName,
    lang: reader.lang,
    status: reader.status,
    createdAt: reader.createdAt,
    subscriptions: subscriptions.map(presentSubscriber),
    notifications: notices.map(presentNotice),
    notes,
  };
}

function presentNotice(row: Record<string, unknown>): SubscriberNotice {
  return {
    id: String(row.id),
    type: String(row.type),
    title: String(row.title),
    isRead: row.read_at !== null && row.read_at !== undefined,
    createdAt: toIso(row.created_at),
  };
}
