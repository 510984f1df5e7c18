import type { Knex } from 'knex';
import { toIso } from '../../db/json';
import type { ContentGroup, ContentGroupInput, GroupLayout } from '../groupTypes';
import { whereContains } from '../../db/contains';

type Row = Record<string, unknown>;

export const sortableColumns: Record<string, string> = {
  id: 'id',
  name: 'name',
  type: 'type',
  isDefault: 'is_default',
  isPublic: 'is_public',
  refCode: 'ref_code',
  contentType: 'content_type',
  ordinal: 'ordinal',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

/** Content groups of one tenant: every query carries its `company_id`. */
export function contentGroupRepository(db: Knex, companyId: string) {
  const groups = (trx: Knex = db) => trx('content_groups').where('company_id', companyId);

  return {
    async find(id: string): Promise<ContentGroup | null> {
      const row = await groups().where({ id }).first();
      return row ? fromRow(row) : null;
    },

    /** Every group in display order. */
    async all(): Promise<ContentGroup[]> {
      const rows = await groups().orderBy('ordinal').orderBy('created_at').orderBy('id');
      return rows.map(fromRow);
    },

    async list(query: {
      q?: string;
      ids?: string[];
      type?: number;
      sort?: [string, 'ASC' | 'DESC'];
      range?: [number, number];
    }) {
      const base = () => {
        const q = groups();
        if (query.ids) q.whereIn('id', query.ids);
        if (query.type !== undefined) q.where('type', query.type);
        if (query.q?.trim()) {
          whereContains(q, ['name', 'ref_code'], query.q);
        }
        return q;
      };
      const countRow = await base().count<{ n: number | string }[]>({ n: '*' }).first();
      const column = (query.sort && sortableColumns[query.sort[0]]) || 'ordinal';
      const rows = base()
        .orderBy(column, query.sort?.[1] === 'DESC' ? 'desc' : 'asc')
        .orderBy('created_at')
        .orderBy('id');
      if (query.range) rows.offset(query.range[0]).limit(query.range[1] - query.range[0] + 1);
      return { total: Number(countRow?.n ?? 0), items: (await rows).map(fromRow) };
    },

    async findByRefCode(refCode: string): Promise<ContentGroup | null> {
      const row = await groups().where({ ref_code: refCode }).first();
      return row ? fromRow(row) : null;
    },

    async insert(id: string, input: ContentGroupInput, at: Date, trx: Knex = db) {
      const stamp = at.toISOString();
      await trx('content_groups').insert({
        id,
        company_id: companyId,
        ...toRow(input),
        created_at: stamp,
        updated_at: stamp,
      });
    },

    async update(id: string, input: Partial<ContentGroupInput>, at: Date, trx: Knex = db) {
      await groups(trx)
        .where({ id })
        .update({ ...toRow(input), updated_at: at.toISOString() });
    },

    /** Only one group is the default one (the one the reader opens first). */
    async clearDefault(exceptId: string, trx: Knex = db) {
      await groups(trx)
        .whereNot({ id: exceptId })
        .where({ is_default: true })
        .update({ is_default: false });
    },

    async remove(ids: string[], trx: Knex = db): Promise<number> {
      if (ids.length === 0) return 0;
      return groups(trx).whereIn('id', ids).delete();
    },

    async nextOrdinal(): Promise<number> {
      const row = await groups().max<{ m: number | null }[]>({ m: 'ordinal' }).first();
      return Number(row?.m ?? 0) + 1;
    },
  };
}

export type ContentGroupRepository = ReturnType<typeof contentGroupRepository>;

export function fromRow(row: Row): ContentGroup {
  return {
    id: String(row.id),
    companyId: String(row.company_id),
    name: String(row.name),
    type: Number(row.type),
    isDefault: Boolean(row.is_default),
    itemSize: Number(row.item_size),
    numRow: Number(row.num_row),
    isWrapLine: Boolean(row.is_wrap_line),
    refCode: (row.ref_code as string | null) ?? null,
    isPublic: Boolean(row.is_public),
    contentType: row.content_type as GroupLayout,
    ordinal: Number(row.ordinal),
    createdAt: toIso(row.created_at) ?? '',
    updatedAt: toIso(row.updated_at) ?? '',
  };
}

function toRow(input: Partial<ContentGroupInput>): Row {
  const columns: Record<keyof ContentGroupInput, string> = {
    name: 'name',
    type: 'type',
    isDefault: 'is_default',
    itemSize: 'item_size',
    numRow: 'num_row',
    isWrapLine: 'is_wrap_line',
    refCode: 'ref_code',
    isPublic: 'is_public',
    contentType: 'content_type',
    ordinal: 'ordinal',
  };
  const row: Row = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = input[key as keyof ContentGroupInput];
    if (value !== undefined) row[column] = value;
  }
  return row;
}
