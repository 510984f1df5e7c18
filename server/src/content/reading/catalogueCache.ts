import type { Knex } from 'knex';
import { quickRow } from '../../db/quickReads';
import { createVersionedMemo } from './versionedMemo';

/**
 * Values derived from a tenant's catalogue (its groups, group totals, the first page of each
 * group), kept in memory and reused while the tenant's `catalogue_versions` row is unchanged.
 * Database triggers bump that row on every write to contents, groups or memberships, on any
 * instance, so each request reads it (one primary-key look-up) and sees every change committed
 * before it began: no time-based staleness, and several processes stay consistent.
 * Computations are shared: concurrent misses of one key run one computation.
 */
export function createCatalogueCache(db: Knex, { maxEntries = 2000 } = {}) {
  const memo = createVersionedMemo({ maxEntries });

  return {
    /**
     * The tenant's catalogue as of now: one version read, then any number of values for it
     * (one request reads the version once, however many cached parts it uses).
     */
    async snapshot(companyId: string): Promise<CatalogueSnapshot> {
      const row = await quickRow<{ version: number | string }>(
        db,
        'select version from catalogue_versions where company_id = ?',
        [companyId],
      );
      const version = String(row?.version ?? 0);
      return {
        version,
        memo: <T>(key: string, compute: () => Promise<T>) =>
          memo(`${companyId}\n${key}`, version, compute),
      };
    },
  };
}

export interface CatalogueSnapshot {
  /** The tenant's catalogue version this snapshot read. */
  version: string;
  /** `compute()`'s value for this key at this version (computed at most once per version). */
  memo<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
