import type { Knex } from 'knex';

/** Extracted text of a content's file, written by the text extraction (content-files). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_texts', (t) => {
    t.string('content_id', 32).primary().references('id').inTable('contents').onDelete('CASCADE');
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.text('text').notNullable().defaultTo('');
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['company_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_texts');
}
