import type { Knex } from 'knex';

/**
 * The daily byte budget of the online viewer (server/src/viewer/byteBudget.ts): bytes of one
 * book's file sent to one holder (a reader, or a content link's visitors) on one UTC day,
 * shared by every token that holder opens, so a new token starts from what the day has spent.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('viewer_byte_budgets', (t) => {
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    // The reader's id, or the content link's for visitors who are not signed in.
    t.string('holder_id', 36).notNullable();
    t.string('content_id', 32).notNullable();
    // YYYYMMDD, UTC.
    t.integer('day').notNullable();
    t.bigInteger('bytes').notNullable().defaultTo(0);
    t.primary(['company_id', 'holder_id', 'content_id', 'day']);
    t.index(['day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('viewer_byte_budgets');
}
