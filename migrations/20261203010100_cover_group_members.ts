import type { Knex } from 'knex';

/**
 * A group's members in order, with their content ids in the index itself: counting each
 * group's published contents (the home page's totals, recomputed after every catalogue change)
 * and listing a group's leading ids then read the index alone instead of one table row per
 * member. On a 100,000-content tenant the totals took 2-4× longer without it, all of it on the
 * event loop (docs/performance.md). It replaces the index without `content_id`, which it covers.
 */
const old = ['company_id', 'content_group_id', 'ordinal'];
const COVER = 'content_group_items_members_cover';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('content_group_items', (t) => {
    t.index([...old, 'content_id'], COVER);
  });
  await knex.schema.alterTable('content_group_items', (t) => {
    t.dropIndex(old);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('content_group_items', (t) => {
    t.index(old);
  });
  await knex.schema.alterTable('content_group_items', (t) => {
    t.dropIndex([], COVER);
  });
}
