import type { Knex } from 'knex';

/**
 * The reader's version: bumped by database triggers whenever the reader's favourites or
 * reading history change (migration 20261201030200), on any instance. With the tenant's
 * catalogue version it tells whether an answer built from both is still current.
 */
export async function readerVersion(db: Knex, companyId: string, userId: string): Promise<string> {
  const row = await db('reader_versions')
    .where({ company_id: companyId, user_id: userId })
    .first('version');
  return String(row?.version ?? 0);
}
