import type { Knex } from 'knex';
import { isPostgres, isUniqueViolation } from '../db/dialect';
import { readJson, toIso, writeJson } from '../db/json';
import { withTenant } from '../db/tenantWall';

export type HistoryAction = 'update' | 'reset' | 'rollback';

export interface StoredSettings {
  data: Record<string, unknown>;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface HistoryEntry extends StoredSettings {
  action: HistoryAction;
  /** Who saved it, as the console names them: full name, else e-mail; null once deleted. */
  updatedByName?: string | null;
}

export interface NewVersion {
  companyId: string;
  kind: string;
  data: Record<string, unknown>;
  action: HistoryAction;
  updatedBy: string | null;
  at: Date;
}

export function createSettingsRepository(db: Knex) {
  function writeOnce(entry: NewVersion): Promise<StoredSettings> {
    return withTenant(db, entry.companyId, async (trx) => {
      const query = trx('tenant_settings').where({ company_id: entry.companyId, kind: entry.kind });
      const current = await (isPostgres(db) ? query.forUpdate() : query).first('version');
      const version = Number(current?.version ?? 0) + 1;
      const at = entry.at.toISOString();
      const data = writeJson(entry.data);
      const row = {
        company_id: entry.companyId,
        kind: entry.kind,
        data,
        version,
        updated_at: at,
        updated_by: entry.updatedBy,
      };
      if (current) {
        await trx('tenant_settings')
          .where({ company_id: entry.companyId, kind: entry.kind })
          .update(row);
      } else {
        await trx('tenant_settings').insert(row);
      }
      await trx('tenant_settings_history').insert({ ...row, action: entry.action });
      return { data: entry.data, version, updatedAt: at, updatedBy: entry.updatedBy };
    });
  }

  return {
    async find(companyId: string, kind: string): Promise<StoredSettings | null> {
      const row = await db('tenant_settings').where({ company_id: companyId, kind }).first();
      return row ? toStored(row) : null;
    },

    async findAll(companyId: string): Promise<Map<string, StoredSettings>> {
      const rows = await db('tenant_settings').where({ company_id: companyId });
      return new Map(rows.map((row) => [String(row.kind), toStored(row)]));
    },

    /**
     * Changes whenever any kind of the company is written: versions only grow, so their sum
     * does, and the latest write time covers rows deleted and written again. One indexed
     * aggregate, cheap enough for every public request.
     */
    async stamp(companyId: string): Promise<string> {
      const row = await db('tenant_settings')
        .where({ company_id: companyId })
        .first(
          db.raw('count(*) as n'),
          db.raw('coalesce(sum(version), 0) as total'),
          db.raw('max(updated_at) as latest'),
        );
      return `${Number(row?.n ?? 0)}.${Number(row?.total ?? 0)}.${toIso(row?.latest) ?? '-'}`;
    },

    /** Writes the next version and its history row in one transaction. */
    async writeVersion(entry: NewVersion): Promise<StoredSettings> {
      // Two first saves racing on PostgreSQL both see "no row"; the loser retries.
      for (let attempt = 1; ; attempt++) {
        try {
          return await writeOnce(entry);
        } catch (err) {
          if (attempt >= 3 || !isUniqueViolation(err)) throw err;
        }
      }
    },

    async history(companyId: string, kind: string, offset: number, limit: number) {
      const base = db('tenant_settings_history').where({ company_id: companyId, kind });
      const [countRow, rows] = await Promise.all([
        base.clone().count<{ n: number | string }[]>({ n: '*' }).first(),
        db('tenant_settings_history as h')
          .leftJoin('users as u', 'u.id', 'h.updated_by')
          .where({ 'h.company_id': companyId, 'h.kind': kind })
          .orderBy('h.version', 'desc')
          .offset(offset)
          .limit(limit)
          .select('h.*', 'u.full_name as updated_by_name', 'u.email as updated_by_email'),
      ]);
      const entries = rows.map((row: Record<string, unknown>) => ({
        ...toHistory(row),
        updatedByName: ((row.updated_by_name || row.updated_by_email) as string | null) ?? null,
      }));
      return { total: Number(countRow?.n ?? 0), entries };
    },

    async findVersion(companyId: string, kind: string, version: number) {
      const row = await db('tenant_settings_history')
        .where({ company_id: companyId, kind, version })
        .first();
      return row ? toHistory(row) : null;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

function toStored(row: Record<string, unknown>): StoredSettings {
  return {
    data: readJson<Record<string, unknown>>(row.data),
    version: Number(row.version),
    updatedAt: toIso(row.updated_at),
    updatedBy: (row.updated_by as string | null) ?? null,
  };
}

function toHistory(row: Record<string, unknown>): HistoryEntry {
  return { ...toStored(row), action: row.action as HistoryAction };
}
