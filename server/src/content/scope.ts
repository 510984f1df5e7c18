import type { Knex } from 'knex';
import { policy } from '../auth/policy';
import type { Actor } from '../auth/roles';
import { adminTenant } from '../tenancy/adminTenant';

/** The tenant a content, content-group or content-file call works on (service admins: 403). */
export async function managedCompanyId(
  db: Knex,
  actor: Actor | null,
  requested: unknown,
): Promise<string> {
  return (await adminTenant(db, actor, requested, policy.assertCanManageContent)).id;
}

/** The company's content limit (companies.max_content). */
export async function maxContentOf(db: Knex, companyId: string): Promise<number> {
  const row = await db('companies').where({ id: companyId }).first('max_content');
  return Number(row?.max_content ?? 0);
}
