import type { Knex } from 'knex';

/**
 * SQLite: a search looks up every match by id to check tenant and publication and to sort.
 * This index answers those look-ups (and the default sorts: newest, title, relevance by title)
 * without touching the wide table rows. PostgreSQL plans these searches well without it.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') return;
  await knex.raw(
    'create index contents_search_cover on contents (id, company_id, is_published, updated_at, title)',
  );
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') return;
  await knex.raw('drop index if exists contents_search_cover');
}
