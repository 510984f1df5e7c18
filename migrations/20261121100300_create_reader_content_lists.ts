import type { Knex } from 'knex';

/** Per-reader lists: favourites, reading history and trending marks. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('favourites', (t) => {
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('content_id', 32)
      .notNullable()
      .references('id')
      .inTable('contents')
      .onDelete('CASCADE');
    // The group the reader added it from; kept when that group goes away.
    t.string('content_group_id', 32)
      .nullable()
      .references('id')
      .inTable('content_groups')
      .onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'content_id']);
    t.index(['company_id', 'user_id', 'created_at']);
    t.index(['company_id', 'content_id']);
  });

  await knex.schema.createTable('reading_history', (t) => {
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('content_id', 32)
      .notNullable()
      .references('id')
      .inTable('contents')
      .onDelete('CASCADE');
    // One row per reader and content: reading again moves it to the top.
    t.timestamp('read_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'content_id']);
    t.index(['company_id', 'user_id', 'read_at']);
    t.index(['company_id', 'content_id']);
  });

  await knex.schema.createTable('trending', (t) => {
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('content_id', 32)
      .notNullable()
      .references('id')
      .inTable('contents')
      .onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'content_id']);
    t.index(['company_id', 'content_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('trending');
  await knex.schema.dropTable('reading_history');
  await knex.schema.dropTable('favourites');
}
