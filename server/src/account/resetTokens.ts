import { Status } from '@hondana/schemas/contracts';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { hashSecret, newSecret } from '../access/secrets';
import { toIso } from '../db/json';
import { AppError } from '../errors';
import type { Account } from './repository';

/** A reset link works for 60 minutes, once. */
export const RESET_LINK_MINUTES = 60;
/** A new forgot-password mail for the same account at most once a minute (mailbox flooding). */
export const RESET_MAIL_COOLDOWN_MS = 60 * 1000;

/**
 * Issues a link token for the account: only its SHA-256 is stored, and every older live link
 * of the account stops working, so only the newest mail counts.
 */
export async function issueResetToken(
  db: Knex,
  account: Pick<Account, 'id' | 'companyId'>,
  now: Date,
  minutes = RESET_LINK_MINUTES,
): Promise<string> {
  const token = newSecret();
  await db.transaction(async (trx) => {
    await trx('password_resets')
      .where({ company_id: account.companyId, user_id: account.id })
      .whereNull('used_at')
      .update({ used_at: now.toISOString() });
    await trx('password_resets').insert({
      id: randomUUID(),
      company_id: account.companyId,
      user_id: account.id,
      token_hash: hashSecret(token),
      expires_at: new Date(now.getTime() + minutes * 60_000).toISOString(),
      created_at: now.toISOString(),
    });
  });
  return token;
}

/** True when the account was sent a link within the cooldown. */
export async function wasMailedRecently(db: Knex, account: Account, now: Date) {
  const since = new Date(now.getTime() - RESET_MAIL_COOLDOWN_MS).toISOString();
  const row = await db('password_resets')
    .where({ company_id: account.companyId, user_id: account.id })
    .where('created_at', '>', since)
    .first('id');
  return Boolean(row);
}

/** The live link behind `token`: 600 when unknown, used or replaced, 603 when expired. */
export async function findLiveResetToken(db: Knex, companyId: string, token: string, now: Date) {
  const row = await db('password_resets')
    .where({ company_id: companyId, token_hash: hashSecret(token) })
    .first('id', 'user_id', 'expires_at', 'used_at');
  if (!row || row.used_at) throw new AppError(Status.invalidToken);
  if ((toIso(row.expires_at) ?? '') <= now.toISOString()) throw new AppError(Status.linkExpired);
  return { id: String(row.id), userId: String(row.user_id) };
}

/** Marks a link used; the conditional update keeps it single-use when two requests race. */
export async function useResetToken(trx: Knex.Transaction, id: string, now: Date) {
  const updated = await trx('password_resets')
    .where({ id })
    .whereNull('used_at')
    .update({ used_at: now.toISOString() });
  if (updated !== 1) throw new AppError(Status.invalidToken);
}
