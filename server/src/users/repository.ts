import type { AdminUser } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { Role } from '../access/roles';
import { pickUser } from './rows';

/** A reader account as the admin API shows it (declared in the contracts). */
export type { AdminUser };

export const userColumns = [
  'id',
  'company_id',
  'email',
  'username',
  'full_name',
  'lang',
  'status',
  'user_group_id',
  'is_subscribe_mail',
  'is_receive_notify',
  'cancelled_at',
  'created_at',
  'updated_at',
];

export const sortableUserColumns: Record<string, string> = {
  id: 'id',
  email: 'email',
  username: 'username',
  fullName: 'full_name',
  lang: 'lang',
  status: 'status',
  userGroupId: 'user_group_id',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

type Row = Record<string, unknown>;

export function toAdminUser(row: Row): AdminUser {
  return pickUser(row, [
    'id',
    'companyId',
    'email',
    'username',
    'fullName',
    'lang',
    'status',
    'userGroupId',
    'isSubscribeMail',
    'isReceiveNotify',
    'cancelledAt',
    'createdAt',
    'updatedAt',
  ]);
}

/** Reader accounts (role USER) of one tenant: the only accounts this admin area manages. */
export function readersOf(db: Knex, companyId: string) {
  return db('users').where({ company_id: companyId, role_level: Role.USER });
}

export async function findReader(db: Knex, companyId: string, id: string) {
  if (id.length > 36 || id.includes('\u0000')) return null;
  const row = await readersOf(db, companyId).andWhere({ id }).first(userColumns);
  return row ? toAdminUser(row) : null;
}

/** Who in the tenant (any role: the unique indexes span them all) holds an e-mail / username. */
export async function holderOf(
  db: Knex,
  companyId: string,
  column: 'email' | 'username',
  value: string,
): Promise<string | null> {
  const row = await db('users')
    .where({ company_id: companyId, [column]: value })
    .first('id');
  return row ? String(row.id) : null;
}

/** Ends every session of a user (blocked, password reset or deleted). */
export async function revokeSessions(db: Knex, userId: string, at: string): Promise<void> {
  await db('sessions')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: at });
}
