import type { Knex } from 'knex';

/**
 * A content's page count, set when its file is read at upload; null before (or for a file
 * that could not be read). The usage log bounds page views and prints by it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contents', (t) => {
    t.integer('page_count').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain SQL: knex rebuilds a SQLite table to drop a column, which its triggers refuse.
  await knex.raw('alter table contents drop column page_count');
}
