import type { Knex } from 'knex';

/**
 * An admin's notes on a reader (issue 31, the subscriber's profile in the console): short
 * text kept with who wrote it, newest first. The note goes with the reader's account.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reader_notes', (t) => {
    t.string('id', 36).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    // 1,000 characters (contracts MAX_NOTE_LENGTH): a note, not a document.
    t.string('body', 1000).notNullable();
    t.string('author_id', 36).nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('author_name', 255).notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['company_id', 'user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reader_notes');
}
