import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Role } from '../../access/roles';
import { addReaderWithIdentity, linkIdentity } from '../../users/writes';

export interface ReaderAccount {
  id: string;
  status: number;
  isCancelled: boolean;
}

export interface NewReader {
  companyId: string;
  email: string;
  fullName: string;
  lang: string;
  isSubscribeMail: boolean;
  /** The provider's `identityKey`. */
  provider: string;
  subject: string;
  userGroupId?: string | null;
  at: Date;
}

/**
 * Social sign-in never sets a password: this value matches no PHC string, so the account
 * cannot sign in with a password until the reader sets one through "forgot password".
 */
const NO_PASSWORD = '!oidc';

const accountColumns = ['u.id', 'u.status', 'u.cancelled_at'];

/** `user_identities` and the reader accounts they point to, always within one company. */
export function createIdentityRepository(db: Knex) {
  return {
    async findByIdentity(companyId: string, provider: string, subject: string) {
      const row = await db('user_identities as i')
        .join('users as u', 'u.id', 'i.user_id')
        .where({ 'i.company_id': companyId, 'i.provider': provider, 'i.subject': subject })
        .where('u.company_id', companyId)
        .where('u.role_level', Role.USER)
        .first(accountColumns);
      return row ? toAccount(row) : null;
    },

    async findByEmail(companyId: string, email: string) {
      const row = await db('users as u')
        .where('u.company_id', companyId)
        .where('u.role_level', Role.USER)
        .whereRaw('lower(u.email) = ?', [email.toLowerCase()])
        .first(accountColumns);
      return row ? toAccount(row) : null;
    },

    /** Remembers the provider's subject for the account (a second link is a no-op). */
    async link(companyId: string, userId: string, provider: string, subject: string, at: Date) {
      await linkIdentity(db, { companyId, userId, provider, subject, at: at.toISOString() });
    },

    /** A USER account and its identity in one transaction. */
    async createReader(reader: NewReader): Promise<string> {
      const id = randomUUID();
      const at = reader.at.toISOString();
      await addReaderWithIdentity(
        db,
        {
          id,
          company_id: reader.companyId,
          email: reader.email,
          username: null,
          full_name: reader.fullName,
          password_hash: NO_PASSWORD,
          role_level: Role.USER,
          lang: reader.lang,
          status: 0,
          is_subscribe_mail: reader.isSubscribeMail,
          user_group_id: reader.userGroupId ?? null,
          created_at: at,
          updated_at: at,
        },
        { companyId: reader.companyId, provider: reader.provider, subject: reader.subject, at },
      );
      return id;
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;

function toAccount(row: Record<string, unknown>): ReaderAccount {
  return { id: String(row.id), status: Number(row.status), isCancelled: row.cancelled_at != null };
}
