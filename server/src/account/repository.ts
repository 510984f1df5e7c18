import type { Knex } from 'knex';
import { Role } from '../access/roles';
import { hashSecret } from '../access/secrets';
import { isStorable, isStorableUpTo } from '../db/storable';
import { pickUser } from '../users/rows';

/** The account area's view of a user row (the password hash stays in the service). */
export interface Account {
  id: string;
  companyId: string;
  email: string | null;
  username: string | null;
  fullName: string;
  lang: string;
  roleLevel: number;
  isSubscribeMail: boolean;
  isReceiveNotify: boolean;
  passwordHash: string;
}

const columns = [
  'id',
  'company_id',
  'email',
  'username',
  'full_name',
  'lang',
  'role_level',
  'is_subscribe_mail',
  'is_receive_notify',
  'password_hash',
];

/** Live (not stopped, not cancelled) accounts of one tenant. */
function liveAccounts(db: Knex, companyId: string) {
  return db('users').where({ company_id: companyId, status: 0 }).whereNull('cancelled_at');
}

export async function findAccount(db: Knex, companyId: string, id: string) {
  if (!isStorableUpTo(id, 36)) return null;
  const row = await liveAccounts(db, companyId).andWhere({ id }).first(columns);
  return row ? toAccount(row) : null;
}

/** The reader (role USER) a forgot-password request names by e-mail or username. */
export async function findReaderByLogin(db: Knex, companyId: string, login: string) {
  if (!isStorable(login)) return null;
  const email = login.trim().toLowerCase();
  const rows = await liveAccounts(db, companyId)
    .andWhere({ role_level: Role.USER })
    .andWhere((q) => q.whereRaw('lower(email) = ?', [email]).orWhere('username', login.trim()))
    .select(columns);
  // An e-mail match wins over someone else's username that happens to look like it.
  const row = rows.find((candidate) => candidate.email?.toLowerCase() === email) ?? rows[0];
  return row ? toAccount(row) : null;
}

/** Anyone else in the tenant (any role: the unique index spans them all) using an e-mail. */
export async function isEmailTaken(db: Knex, companyId: string, email: string, exceptId: string) {
  const row = await db('users')
    .where({ company_id: companyId })
    .whereRaw('lower(email) = ?', [email])
    .whereNot({ id: exceptId })
    .first('id');
  return Boolean(row);
}

/** Ends the user's sessions, except the one making the request when `keepToken` is given. */
export async function revokeSessions(
  db: Knex,
  account: Pick<Account, 'id' | 'companyId'>,
  at: Date,
  keepToken?: string,
) {
  const query = db('sessions')
    .where({ user_id: account.id, company_id: account.companyId })
    .whereNull('revoked_at');
  // Sessions store the SHA-256 of their token (auth/sessions.ts).
  if (keepToken) query.whereNot('token_hash', hashSecret(keepToken));
  await query.update({ revoked_at: at.toISOString() });
}

function toAccount(row: Record<string, unknown>): Account {
  return pickUser(row, [
    'id',
    'companyId',
    'email',
    'username',
    'fullName',
    'lang',
    'roleLevel',
    'isSubscribeMail',
    'isReceiveNotify',
    'passwordHash',
  ]);
}
