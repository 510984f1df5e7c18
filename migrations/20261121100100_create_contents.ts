import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contents', (t) => {
    // Element id: 32 hex characters (a UUID without dashes), see server/src/content/ids.ts.
    t.string('id', 32).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('title', 255).notNullable();
    t.string('author', 255).notNullable().defaultTo('');
    // '' (no badge), new, popular or recommend.
    t.string('type', 16).notNullable().defaultTo('');
    t.text('keywords').notNullable().defaultTo('');
    t.text('toc').notNullable().defaultTo('');
    t.text('description').notNullable().defaultTo('');
    for (const param of ['param1', 'param2', 'param3', 'param4', 'param5']) {
      t.text(param).notNullable().defaultTo('');
    }
    t.string('distributor', 255).notNullable().defaultTo('');
    t.string('distributor_name', 255).notNullable().defaultTo('');
    t.string('file_key', 512).nullable();
    t.string('file_name', 255).nullable();
    t.string('extension_type', 16).nullable();
    t.bigInteger('file_size').nullable();
    t.string('cover_key', 512).nullable();
    // 0 not allowed, 1 all pages, 2 current page.
    t.integer('print').notNullable().defaultTo(0);
    t.boolean('can_view').notNullable().defaultTo(true);
    t.boolean('can_download').notNullable().defaultTo(false);
    t.boolean('is_published').notNullable().defaultTo(true);
    t.boolean('has_active_content').notNullable().defaultTo(false);
    // NONE / PENDING / DONE / FAILED: state of the text extraction for full-text search.
    t.string('text_status', 16).notNullable().defaultTo('NONE');
    t.text('text_error').nullable();
    t.string('series_key', 255).nullable();
    t.timestamp('published_date', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['company_id', 'created_at']);
    t.index(['company_id', 'updated_at']);
    t.index(['company_id', 'published_date']);
    t.index(['company_id', 'title']);
    t.index(['company_id', 'author']);
    t.index(['company_id', 'type']);
    t.index(['company_id', 'series_key']);
    t.index(['company_id', 'text_status']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contents');
}
