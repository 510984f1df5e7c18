import type { Knex } from 'knex';
import { quickRow } from '../db/quickReads';
import { fromRow, sortableColumns, toRow } from './rows';
import type { Content, ContentInput } from './types';
import { whereContains } from '../db/contains';

export interface ContentFilter {
  q?: string;
  ids?: string[];
  groupId?: string;
  type?: string;
  isPublished?: boolean;
  textStatus?: string;
}

export interface ContentListQuery {
  filter: ContentFilter;
  sort?: [string, 'ASC' | 'DESC'];
  range?: [number, number];
}

/** Contents of one tenant: every query below carries its `company_id`. */
export function contentRepository(db: Knex, companyId: string) {
  const contents = () => db('contents').where('contents.company_id', companyId);

  function filtered({ q, ids, groupId, type, isPublished, textStatus }: ContentFilter) {
    const query = contents();
    if (ids) query.whereIn('contents.id', ids);
    if (type !== undefined) query.where('contents.type', type);
    if (isPublished !== undefined) query.where('contents.is_published', isPublished);
    if (textStatus) query.where('contents.text_status', textStatus);
    if (groupId) {
      query.whereIn(
        'contents.id',
        db('content_group_items')
          .where({ company_id: companyId, content_group_id: groupId })
          .select('content_id'),
      );
    }
    if (q?.trim()) {
      const columns = ['title', 'author', 'keywords', 'distributor_name', 'series_key'];
      whereContains(
        query,
        columns.map((column) => `contents.${column}`),
        q,
      );
    }
    return query;
  }

  return {
    async find(id: string): Promise<Content | null> {
      // The detail page's read: a quick read (db/quickReads.ts).
      const row = await quickRow<Record<string, unknown>>(
        db,
        'select * from contents where company_id = ? and id = ?',
        [companyId, id],
      );
      return row ? fromRow(row) : null;
    },

    async findMany(ids: string[]): Promise<Content[]> {
      if (ids.length === 0) return [];
      return (await contents().whereIn('contents.id', ids)).map(fromRow);
    },

    async count(): Promise<number> {
      const row = await contents().count<{ n: number | string }[]>({ n: '*' }).first();
      return Number(row?.n ?? 0);
    },

    async list({ filter, sort, range }: ContentListQuery) {
      const countRow = await filtered(filter).count<{ n: number | string }[]>({ n: '*' }).first();
      const column = (sort && sortableColumns[sort[0]]) || 'created_at';
      const query = filtered(filter)
        .orderBy(`contents.${column}`, sort?.[1] === 'ASC' ? 'asc' : 'desc')
        .orderBy('contents.id', 'asc');
      if (range) query.offset(range[0]).limit(range[1] - range[0] + 1);
      return {
        total: Number(countRow?.n ?? 0),
        items: (await query.select('contents.*')).map(fromRow),
      };
    },

    async insert(id: string, input: ContentInput, at: Date, trx: Knex = db): Promise<void> {
      const stamp = at.toISOString();
      await trx('contents').insert({
        id,
        company_id: companyId,
        ...toRow(input),
        created_at: stamp,
        updated_at: stamp,
      });
    },

    async update(id: string, input: ContentInput, at: Date, trx: Knex = db): Promise<void> {
      await trx('contents')
        .where({ company_id: companyId, id })
        .update({ ...toRow(input), updated_at: at.toISOString() });
    },

    /** The file columns of a content (content/files/ stores the files, then points it here). */
    async setFile(id: string, columns: Record<string, unknown>, at: Date, trx: Knex = db) {
      await trx('contents')
        .where({ company_id: companyId, id })
        .update({ ...columns, updated_at: at.toISOString() });
    },

    async setPublished(ids: string[], isPublished: boolean, at: Date): Promise<number> {
      if (ids.length === 0) return 0;
      return contents()
        .whereIn('id', ids)
        .update({ is_published: isPublished, updated_at: at.toISOString() });
    },

    /** Deletes and returns how many went; memberships, favourites and texts cascade. */
    async remove(ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      return contents().whereIn('id', ids).delete();
    },

    /** Which of `ids` belong to this tenant (ids of other tenants are silently dropped). */
    async existing(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await contents().whereIn('id', ids).select('id');
      return rows.map((row: { id: string }) => row.id);
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;
