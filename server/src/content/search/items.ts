import type { Knex } from 'knex';
import type { Viewer } from '../access';
import { toListItem } from '../presenter';
import { fromRow } from '../rows';
import { readerListsRepository } from '../favourites/repository';

export type SearchItem = ReturnType<typeof toListItem>;

/** Rows → the same items as content lists, with the reader's favourite marks. */
export async function toSearchItems(
  db: Knex,
  viewer: Viewer,
  rows: Record<string, unknown>[],
): Promise<SearchItem[]> {
  const contents = rows.map(fromRow);
  const favourites = await readerListsRepository(db, viewer.companyId).favouriteIds(
    viewer.userId,
    contents.map((content) => content.id),
  );
  return contents.map((content) => toListItem(content, { isFavorite: favourites.has(content.id) }));
}
