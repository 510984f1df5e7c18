import type { Knex } from 'knex';

/**
 * One row per stamped download, kept after its token is swept: the trace code printed in the
 * copy leads back to the reader, the book, the pages and the time for as long as a licensor may
 * ask (decisions.md, "A stamp that survives casual removal").
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('download_traces', (t) => {
    t.string('trace_code', 16).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    // No foreign keys to the reader or the book: a trace outlives a deleted account or title.
    t.string('user_id', 36).notNullable();
    t.string('user_email', 255).nullable();
    t.string('content_id', 32).notNullable();
    t.string('content_title', 500).notNullable();
    t.integer('page_from').nullable();
    t.integer('page_to').nullable();
    t.string('address', 64).nullable();
    t.timestamp('downloaded_at', { useTz: true }).notNullable();
    t.index(['company_id', 'downloaded_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('download_traces');
}
