import type { Knex } from 'knex';
import { placeholders, quickRow, quickRows } from '../../db/quickReads';

/** A reader's favourites, reading history and trending marks, scoped to one tenant. */
export function readerListsRepository(db: Knex, companyId: string) {
  const table = (name: 'favourites' | 'reading_history' | 'trending') =>
    db(name).where(`${name}.company_id`, companyId);

  /** The detail page asks both marks of one content: quick reads (db/quickReads.ts). */
  const marked = (name: 'favourites' | 'trending', userId: string, contentId: string) =>
    quickRow(
      db,
      `select 1 as marked from ${name} where company_id = ? and user_id = ? and content_id = ?`,
      [companyId, userId, contentId],
    );

  return {
    async isFavourite(userId: string, contentId: string): Promise<boolean> {
      return Boolean(await marked('favourites', userId, contentId));
    },

    /** Which of `contentIds` the reader marked as favourite. */
    async favouriteIds(userId: string | null, contentIds: string[]): Promise<Set<string>> {
      if (!userId || contentIds.length === 0) return new Set();
      const rows = await quickRows<{ content_id: string }>(
        db,
        `select content_id from favourites
         where company_id = ? and user_id = ? and content_id in (${placeholders(contentIds.length)})`,
        [companyId, userId, ...contentIds],
      );
      return new Set(rows.map((row) => row.content_id));
    },

    /** Up to `limit` of the reader's favourite content ids (all of them when fewer). */
    async favouriteIdsUpTo(userId: string, limit: number): Promise<string[]> {
      return table('favourites').where({ user_id: userId }).limit(limit).pluck('content_id');
    },

    async addFavourite(userId: string, contentId: string, groupId: string | null, at: Date) {
      await db('favourites').insert({
        company_id: companyId,
        user_id: userId,
        content_id: contentId,
        content_group_id: groupId,
        created_at: at.toISOString(),
      });
    },

    async removeFavourite(userId: string, contentId: string): Promise<number> {
      return table('favourites').where({ user_id: userId, content_id: contentId }).delete();
    },

    /** Reading again moves the content to the top of the history (one row per content). */
    async recordRead(userId: string, contentId: string, at: Date) {
      await db('reading_history')
        .insert({
          company_id: companyId,
          user_id: userId,
          content_id: contentId,
          read_at: at.toISOString(),
        })
        .onConflict(['user_id', 'content_id'])
        .merge(['read_at']);
    },

    async isTrending(userId: string, contentId: string): Promise<boolean> {
      return Boolean(await marked('trending', userId, contentId));
    },

    async addTrending(userId: string, contentId: string, at: Date) {
      await db('trending')
        .insert({
          company_id: companyId,
          user_id: userId,
          content_id: contentId,
          created_at: at.toISOString(),
        })
        .onConflict(['user_id', 'content_id'])
        .ignore();
    },

    async removeTrending(userId: string, contentId: string): Promise<number> {
      return table('trending').where({ user_id: userId, content_id: contentId }).delete();
    },
  };
}

export type ReaderListsRepository = ReturnType<typeof readerListsRepository>;
