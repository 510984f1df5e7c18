import type { Knex } from 'knex';

/**
 * Full-text search (ARCHITECTURE §6). SQLite: a contentless FTS5 trigram table (the text
 * lives in `contents` and `content_texts` already) kept in step by `server/src/search`
 * (refresh / remove), with a row map so a content's index row is found by id without scanning. PostgreSQL: pg_trgm GIN indexes over the same columns, which keep
 * themselves current. Both answer substring searches of 3 or more characters, Japanese too.
 */
const COLUMNS = [
  'title',
  'author',
  'keywords',
  'description',
  'toc',
  'param1',
  'param2',
  'param3',
  'param4',
  'param5',
  'distributor_name',
];

export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw('create extension if not exists pg_trgm');
    for (const column of COLUMNS) {
      await knex.raw(
        `create index contents_${column}_trgm on contents using gin (${column} gin_trgm_ops)`,
      );
    }
    await knex.raw(
      'create index content_texts_text_trgm on content_texts using gin (text gin_trgm_ops)',
    );
    return;
  }
  await knex.schema.createTable('content_search_rows', (t) => {
    t.increments('rowid').primary();
    t.string('company_id', 36).notNullable();
    t.string('content_id', 32).notNullable().unique();
    t.index(['company_id']);
  });
  await knex.raw(
    `create virtual table content_search using fts5(${[...COLUMNS, 'text'].join(', ')}, tokenize = 'trigram', content = '', contentless_delete = 1)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    for (const column of COLUMNS) await knex.raw(`drop index if exists contents_${column}_trgm`);
    await knex.raw('drop index if exists content_texts_text_trgm');
    return;
  }
  await knex.raw('drop table if exists content_search');
  await knex.schema.dropTable('content_search_rows');
}
