import type { SessionUser, Wire } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Company } from '../access/company';
import type { Actor } from '../access/roles';

/** The session user of the v1 answers (spec 000 §3), snake_case as it goes on the wire. */
export type ReaderUserView = Wire<SessionUser>;

/** Loads a reader of `company` as the session user, or null when it is no active account. */
export async function loadReaderUser(
  db: Knex,
  company: Company,
  userId: string,
  loginType: string | null,
): Promise<{ actor: Actor; view: ReaderUserView } | null> {
  const row = await db('users')
    .where({ id: userId, company_id: company.id, status: 0 })
    .whereNull('cancelled_at')
    .first('id', 'email', 'full_name', 'lang', 'role_level');
  if (!row) return null;
  const actor: Actor = {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    roleLevel: Number(row.role_level),
    companyId: company.id,
  };
  return {
    actor,
    view: {
      id: row.id,
      company_id: company.id,
      domain: company.domain,
      path: company.path,
      email: row.email ?? null,
      name: row.full_name,
      lang: row.lang,
      role_level: Number(row.role_level),
      // Card-provider shop ids arrive with payments; no account has one yet.
      shop_id: null,
      login_type: loginType,
    },
  };
}
