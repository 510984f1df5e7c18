import type { Knex } from 'knex';
import type { Actor } from '../access/roles';
import type { Clock } from '../clock';
import { contentRepository } from '../content/repository';
import type { Content } from '../content/types';
import { AppError } from '../errors';
import { assertEntitled } from '../viewer';

/**
 * Of `ids` (a page of the reader's library or search, in order), the published contents with a
 * file that the reader is entitled to open: `viewer/entitlement.ts#assertEntitled`, the same
 * rule every viewer, print and download call makes, asked per title. A catalogue client never
 * sees a title it could not open.
 */
export async function entitledContents(
  deps: { db: Knex; clock: Clock },
  companyId: string,
  reader: Actor,
  ids: string[],
): Promise<Content[]> {
  const found = await contentRepository(deps.db, companyId).findMany(ids);
  const byId = new Map(found.map((content) => [content.id, content]));
  const entitled: Content[] = [];
  for (const id of ids) {
    const content = byId.get(id);
    if (!content || !content.isPublished || !content.fileKey) continue;
    try {
      await assertEntitled(deps.db, {
        companyId,
        reader,
        content,
        contentGroupId: null,
        now: deps.clock.now(),
      });
      entitled.push(content);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return entitled;
}

/** Whether a reader may take a stamped copy (viewer/downloads.ts refuses the same ones). */
export function isDownloadable(content: Content): boolean {
  return content.canDownload;
}
