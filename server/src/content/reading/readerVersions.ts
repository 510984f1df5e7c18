import type { Knex } from 'knex';
import { quickRow } from '../../db/quickReads';

/**
 * The reader's version: bumped by database triggers whenever the reader's favourites or
 * reading history change (migration 20261201030200), on any instance. With the tenant's
 * catalogue version it tells whether an answer built from both is still current.
 */
export async function readerVersion(db: Knex, companyId: string, userId: string): Promise<string> {
  const row = await quickRow<{ version: number | string }>(
    db,
    'select version from reader_versions where company_id = ? and user_id = ?',
    [companyId, userId],
  );
  return String(row?.version ?? 0);
}
