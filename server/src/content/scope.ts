import type { Knex } from 'knex';
import { policy } from '../auth/policy';
import type { Actor } from '../auth/roles';
import { AppError } from '../errors';

/**
 * The tenant an administrator works on: `?companyId=` for system admins, else their own.
 * Company admins asking for another tenant get 403, service admins always 403.
 */
export async function managedCompanyId(
  db: Knex,
  actor: Actor | null,
  requested: unknown,
): Promise<string> {
  if (!actor) throw AppError.unauthorized();
  const id = (typeof requested === 'string' && requested) || actor.companyId;
  if (!id) throw AppError.badRequest({ companyId: 'Choose a company.' });
  policy.assertCanManageContent(actor, id);
  // PostgreSQL text cannot hold NUL: such an id names no company rather than failing the query.
  if (
    id.length > 64 ||
    id.includes('\u0000') ||
    !(await db('companies').where({ id }).first('id'))
  ) {
    throw AppError.notFound('Company not found.');
  }
  return id;
}

/** The company's content limit (companies.max_content). */
export async function maxContentOf(db: Knex, companyId: string): Promise<number> {
  const row = await db('companies').where({ id: companyId }).first('max_content');
  return Number(row?.max_content ?? 0);
}
