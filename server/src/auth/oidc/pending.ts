import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { hashSecret } from '../../access/secrets';
import type { Clock } from '../../clock';
import type { VerifiedIdentity } from './accounts';

/** Long enough to read the terms, short enough that a copied code is soon worthless. */
const PENDING_TTL_MS = 15 * 60 * 1000;

/**
 * Learning-service sign-ins waiting for the terms to be accepted. The code can be redeemed
 * at the provider only once, so its result is kept here under the code's hash: the reader
 * sends the same code again with `is_accept_terms_and_condition` and nothing is redeemed twice.
 */
export function createPendingLogins({ db, clock }: { db: Knex; clock: Clock }) {
  return {
    async save(companyId: string, code: string, identity: VerifiedIdentity): Promise<void> {
      const now = clock.now();
      await db('identity_pending_logins')
        .where('company_id', companyId)
        .where('expires_at', '<=', now.toISOString())
        .delete();
      await db('identity_pending_logins')
        .insert({
          id: randomUUID(),
          company_id: companyId,
          code_hash: hashSecret(code),
          provider: identity.provider,
          subject: identity.subject,
          email: identity.email,
          full_name: identity.fullName,
          expires_at: new Date(now.getTime() + PENDING_TTL_MS).toISOString(),
          created_at: now.toISOString(),
        })
        .onConflict('code_hash')
        .ignore();
    },

    /** The waiting identity for this code, removed so it serves one completion only. */
    async take(companyId: string, code: string): Promise<VerifiedIdentity | null> {
      const where = { company_id: companyId, code_hash: hashSecret(code) };
      const row = await db('identity_pending_logins')
        .where(where)
        .where('expires_at', '>', clock.now().toISOString())
        .first();
      if (!row) return null;
      const deleted = await db('identity_pending_logins').where(where).delete();
      if (deleted !== 1) return null;
      return {
        provider: row.provider,
        subject: row.subject,
        email: row.email,
        fullName: row.full_name,
      };
    },
  };
}
