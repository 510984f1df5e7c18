import type { Knex } from 'knex';
import { quickRow } from '../../db/quickReads';

export interface ReaderVersions {
  /** Bumped whenever the reader's favourites change. */
  favourites: string;
  /** Bumped whenever the reader's reading history changes. */
  history: string;
}

/**
 * The reader's versions: bumped by database triggers whenever the reader's favourites or
 * reading history change (migrations 20261201030200, 20261205100100), on any instance. With
 * the tenant's catalogue version they tell whether an answer built from them is still current.
 */
export async function readerVersions(
  db: Knex,
  companyId: string,
  userId: string,
): Promise<ReaderVersions> {
  const row = await quickRow<{ version: number | string; history_version: number | string }>(
    db,
    'select version, history_version from reader_versions where company_id = ? and user_id = ?',
    [companyId, userId],
  );
  return { favourites: String(row?.version ?? 0), history: String(row?.history_version ?? 0) };
}
