import type { Knex } from 'knex';

/** Where a reader left a book (page and zoom), restored on any device. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reading_positions', (t) => {
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
    t.integer('page').notNullable();
    // 'auto', 'page-fit', 'page-width' or a percentage such as '125'.
    t.string('zoom', 16).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'content_id']);
    t.index(['company_id', 'content_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reading_positions');
}
