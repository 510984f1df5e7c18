import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { revokeSessions } from './repository';
import type { UserRow } from './rows';

// The only writer of `users` and `user_identities` (tests/architecture/tableOwners.test.ts):
// every module that creates, changes or removes an account does it through these operations,
// so the rule that blocking an account ends its sessions lives in one place. Each takes `db`
// or a transaction, so a caller keeps its own transaction around its other writes.

/** What an insert names; the other columns take their defaults. */
export type NewUserRow = Pick<
  UserRow,
  'id' | 'company_id' | 'full_name' | 'password_hash' | 'role_level' | 'created_at' | 'updated_at'
> &
  Partial<
    Pick<UserRow, 'email' | 'username' | 'lang' | 'status' | 'user_group_id' | 'is_subscribe_mail'>
  >;

/** The columns an account's owner, an admin or an import may change. */
export type AccountChanges = Partial<
  Pick<
    UserRow,
    | 'email'
    | 'username'
    | 'full_name'
    | 'lang'
    | 'status'
    | 'user_group_id'
    | 'is_subscribe_mail'
    | 'is_receive_notify'
    | 'password_hash'
  >
>;

/** Which account: by id, within a tenant or a role when given. */
export interface AccountKey {
  id: string;
  companyId?: string;
  roleLevel?: number;
}

/** A provider's subject that signs in as an account (OpenID Connect). */
export interface NewIdentity {
  companyId: string;
  userId: string;
  provider: string;
  subject: string;
  at: string;
}

/** One account: a reader, a staff member, an IP group's or a device's account, a demo one. */
export async function addAccount(db: Knex, row: NewUserRow): Promise<void> {
  await db('users').insert(row);
}

/** An import's new readers, 100 rows a statement (far below SQLite's bound-variable limit). */
export async function addReaders(trx: Knex, rows: NewUserRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) await trx('users').insert(rows.slice(i, i + 100));
}

/** A reader who signed up through a provider, and the identity they did it with, together. */
export async function addReaderWithIdentity(
  db: Knex,
  row: NewUserRow,
  identity: Omit<NewIdentity, 'userId'>,
): Promise<void> {
  await db.transaction(async (trx) => {
    await addAccount(trx, row);
    await trx('user_identities').insert(identityRow({ ...identity, userId: row.id }));
  });
}

/** Remembers a provider's subject for an account (a second link is a no-op). */
export async function linkIdentity(db: Knex, identity: NewIdentity): Promise<void> {
  await db('user_identities')
    .insert(identityRow(identity))
    .onConflict(['company_id', 'provider', 'subject'])
    .ignore();
}

/**
 * Writes an account's changes. Blocking it (status 1) ends its open sessions at once; an
 * account already blocked has none, so ending them again changes nothing.
 */
export async function updateAccount(
  db: Knex,
  key: AccountKey,
  changes: AccountChanges,
  at: string,
): Promise<void> {
  await whereAccount(db, key).update({ ...changes, updated_at: at });
  if (changes.status === 1) await revokeSessions(db, key.id, at);
}

/**
 * A new password hash (the caller ends the sessions it must). With `isOpenOnly` a stopped
 * or closed account keeps its hash. Answers how many rows changed.
 */
export async function setPasswordHash(
  db: Knex,
  key: AccountKey,
  hash: string,
  at: string,
  { isOpenOnly = false }: { isOpenOnly?: boolean } = {},
): Promise<number> {
  const query = whereAccount(db, key);
  if (isOpenOnly) query.where({ status: 0 }).whereNull('cancelled_at');
  return query.update({ password_hash: hash, updated_at: at });
}

/** Raises a cheap hash to the production cost at sign-in; a concurrent change wins. */
export async function rehashPassword(db: Knex, id: string, previous: string, hash: string) {
  await db('users').where({ id, password_hash: previous }).update({ password_hash: hash });
}

/**
 * Closes a reader's account: the row stays for order history, its e-mail and username are
 * released for a new registration, and the password can no longer match.
 */
export async function closeAccount(db: Knex, key: AccountKey, at: string): Promise<void> {
  await whereAccount(db, key).update({
    cancelled_at: at,
    email: null,
    username: null,
    // Not a PHC string: no password verifies against it.
    password_hash: '!',
    updated_at: at,
  });
}

/** Removes an account. */
export async function removeAccount(db: Knex, key: AccountKey): Promise<void> {
  await whereAccount(db, key).delete();
}

/** An import's deleted readers, 500 ids a statement. */
export async function removeReaders(trx: Knex, companyId: string, ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await trx('users')
      .where({ company_id: companyId })
      .whereIn('id', ids.slice(i, i + 500))
      .delete();
  }
}

function whereAccount(db: Knex, { id, companyId, roleLevel }: AccountKey) {
  const query = db('users').where({ id });
  if (companyId !== undefined) query.where({ company_id: companyId });
  if (roleLevel !== undefined) query.where({ role_level: roleLevel });
  return query;
}

function identityRow(identity: NewIdentity) {
  return {
    id: randomUUID(),
    company_id: identity.companyId,
    user_id: identity.userId,
    provider: identity.provider,
    subject: identity.subject,
    created_at: identity.at,
  };
}
