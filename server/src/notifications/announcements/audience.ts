import { Status, readerRoles } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { isStorable } from '../../db/storable';
import { AppError } from '../../errors';
import type { AnnouncementDraft } from './fields';

/** Readers one announcement may reach: beyond this, a send is refused (424), not queued. */
export const MAX_AUDIENCE = 10_000;

type Target = Pick<AnnouncementDraft, 'audience' | 'userGroupId' | 'userId'>;

/**
 * The tenant's readers an announcement is for: open reader accounts (closed ones are gone for
 * the reader), of the group or the one reader chosen. Staff accounts never receive one.
 */
export function audienceOf(db: Knex, companyId: string, target: Target): Knex.QueryBuilder {
  const readers = db('users')
    .where('company_id', companyId)
    .whereIn('role_level', [...readerRoles])
    .whereNull('cancelled_at');
  if (target.audience === 'USER_GROUP') readers.andWhere('user_group_id', target.userGroupId);
  if (target.audience === 'ONE_READER') readers.andWhere('id', target.userId);
  return readers;
}

/**
 * The name the log keeps for the audience, once the group or reader is known to be this
 * tenant's: another tenant's id is refused exactly like an unknown one (400 on its field).
 */
export async function audienceName(db: Knex, companyId: string, target: Target): Promise<string> {
  if (target.audience === 'USER_GROUP') {
    const id = target.userGroupId ?? '';
    const group = isStorable(id)
      ? await db('user_groups').where({ company_id: companyId, id }).first('name')
      : null;
    if (!group) throw AppError.badRequest({ userGroupId: 'User group not found.' });
    return String(group.name);
  }
  if (target.audience === 'ONE_READER') {
    const id = target.userId ?? '';
    const reader = isStorable(id)
      ? await audienceOf(db, companyId, target).first('email', 'username', 'full_name')
      : null;
    if (!reader) throw AppError.badRequest({ userId: 'Reader not found.' });
    return String(reader.full_name || reader.email || reader.username || '');
  }
  return '';
}

/** How many readers the target reaches; more than MAX_AUDIENCE is refused with 424. */
export async function audienceCount(db: Knex, companyId: string, target: Target) {
  const row = await audienceOf(db, companyId, target).count({ n: '*' }).first();
  const count = Number((row as { n?: number | string } | undefined)?.n ?? 0);
  if (count > MAX_AUDIENCE) throw new AppError(Status.maxUsersExceeded);
  return count;
}
