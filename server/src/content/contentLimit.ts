import type { Knex } from 'knex';

/** The company's content limit (companies.max_content). */
export async function maxContentOf(db: Knex, companyId: string): Promise<number> {
  const row = await db('companies').where({ id: companyId }).first('max_content');
  return Number(row?.max_content ?? 0);
}
