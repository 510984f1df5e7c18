import type { Knex } from 'knex';
import type { Company } from '../access/company';
import {
  DEFAULT_LOG_N,
  hashPasswordDigest,
  needsRehash,
  verifyPasswordDigest,
} from '../users/password';
import { rehashPassword } from '../users/writes';
import { verifyAgainstDecoy } from './decoy';
import { Role } from '../access/roles';

export interface VerifiedAccount {
  id: string;
  status: number;
  /** `identity` when the visitor typed the username, else `email`. */
  loginType: 'email' | 'identity';
  /** How the account's group signs in: members of an IP group have no password sign-in. */
  loginMethod: string | null;
}

/**
 * The reader account (role USER) of `company` that `identifier` names and whose password
 * `digest` is, or null. The identifier is an e-mail or a username as the tenant's accountType
 * says (USERNAME, EMAIL; ALL and LEARNING_ID take both). Cancelled accounts do not exist here.
 */
export async function verifyReaderAccount(
  db: Knex,
  company: Company,
  identifier: string,
  digest: string,
  logN = DEFAULT_LOG_N,
): Promise<VerifiedAccount | null> {
  const byEmail = company.accountType !== 'USERNAME';
  const byUsername = company.accountType !== 'EMAIL';
  const candidates = await db('users as u')
    .leftJoin('user_groups as g', 'g.id', 'u.user_group_id')
    .where({ 'u.company_id': company.id, 'u.role_level': Role.USER })
    .whereNull('u.cancelled_at')
    .where((q) => {
      if (byEmail) q.orWhereRaw('lower(u.email) = ?', [identifier.toLowerCase()]);
      if (byUsername) q.orWhere('u.username', identifier);
    })
    .select('u.id', 'u.username', 'u.status', 'u.password_hash', 'g.login_method');
  if (candidates.length === 0) {
    // Both failures cost one scrypt.
    await verifyAgainstDecoy(digest, logN);
    return null;
  }
  for (const row of candidates) {
    if (!(await verifyPasswordDigest(digest, row.password_hash))) continue;
    if (needsRehash(row.password_hash, logN)) {
      await rehash(db, row.id, row.password_hash, digest, logN);
    }
    return {
      id: row.id,
      status: Number(row.status),
      loginType: byUsername && row.username === identifier ? 'identity' : 'email',
      loginMethod: row.login_method ?? null,
    };
  }
  return null;
}

/** Raises a cheap hash (imports use ln=14) to the production cost; a concurrent change wins. */
async function rehash(db: Knex, userId: string, previous: string, digest: string, logN: number) {
  await rehashPassword(db, userId, previous, await hashPasswordDigest(digest, logN));
}
