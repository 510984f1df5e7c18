import type { Knex } from 'knex';
import { placeholders, quickRows } from '../../db/quickReads';

/** Which contents are in which groups, for one tenant. */
export function groupMembership(db: Knex, companyId: string) {
  const items = (trx: Knex = db) => trx('content_group_items').where('company_id', companyId);

  return {
    /** Group ids per content id (every asked id present, maybe with an empty list). */
    async groupIdsOf(contentIds: string[]): Promise<Map<string, string[]>> {
      const result = new Map(contentIds.map((id) => [id, [] as string[]]));
      if (contentIds.length === 0) return result;
      // The detail page asks for its one content: a quick read (db/quickReads.ts). Sorted here,
      // not by `order by ordinal`: SQLite sorts through a temporary b-tree it sets up per
      // statement, which tripled this read (12 → 37 µs on 100,000 contents).
      const rows = await quickRows<{
        content_id: string;
        content_group_id: string;
        ordinal: number;
      }>(
        db,
        `select content_id, content_group_id, ordinal from content_group_items
         where company_id = ? and content_id in (${placeholders(contentIds.length)})`,
        [companyId, ...contentIds],
      );
      rows.sort((a, b) => Number(a.ordinal) - Number(b.ordinal));
      for (const row of rows) result.get(row.content_id)?.push(row.content_group_id);
      return result;
    },

    /** Makes `groupIds` the content's groups (already checked to be this tenant's). */
    async setGroups(contentId: string, groupIds: string[], trx: Knex = db) {
      await items(trx).where({ content_id: contentId }).delete();
      for (const groupId of groupIds) await add(trx, groupId, [contentId]);
    },

    /** Adds contents at the end of a group; contents already in it stay where they are. */
    async addToGroup(groupId: string, contentIds: string[], trx: Knex = db) {
      const present = await items(trx)
        .where({ content_group_id: groupId })
        .whereIn('content_id', contentIds)
        .select('content_id');
      const known = new Set(present.map((row: { content_id: string }) => row.content_id));
      await add(
        trx,
        groupId,
        contentIds.filter((id) => !known.has(id)),
      );
    },
  };

  async function add(trx: Knex, groupId: string, contentIds: string[]) {
    if (contentIds.length === 0) return;
    const row = await items(trx)
      .where({ content_group_id: groupId })
      .max<{ m: number | null }[]>({ m: 'ordinal' })
      .first();
    let ordinal = Number(row?.m ?? 0);
    const rows = contentIds.map((contentId) => ({
      company_id: companyId,
      content_group_id: groupId,
      content_id: contentId,
      ordinal: ++ordinal,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await trx('content_group_items').insert(rows.slice(i, i + 200));
  }
}
