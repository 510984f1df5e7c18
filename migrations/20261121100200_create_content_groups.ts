import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_groups', (t) => {
    t.string('id', 32).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('name', 255).notNullable();
    // 1 normal, 2 favourite, 3 recently read, 4 new, 5 popular, 6 recommend.
    t.integer('type').notNullable().defaultTo(1);
    t.boolean('is_default').notNullable().defaultTo(false);
    t.integer('item_size').notNullable().defaultTo(10);
    t.integer('num_row').notNullable().defaultTo(1);
    t.boolean('is_wrap_line').notNullable().defaultTo(false);
    // Null allowed many times on both dialects; a set ref code is unique per tenant.
    t.string('ref_code', 64).nullable();
    t.boolean('is_public').notNullable().defaultTo(true);
    // SIMPLE / LIST_SAME_GROUP / SERIES: what the detail page lists under a content.
    t.string('content_type', 16).notNullable().defaultTo('SIMPLE');
    t.integer('ordinal').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['company_id', 'ref_code']);
    t.index(['company_id', 'ordinal']);
    t.index(['company_id', 'type']);
  });

  await knex.schema.createTable('content_group_items', (t) => {
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('content_group_id', 32)
      .notNullable()
      .references('id')
      .inTable('content_groups')
      .onDelete('CASCADE');
    t.string('content_id', 32)
      .notNullable()
      .references('id')
      .inTable('contents')
      .onDelete('CASCADE');
    t.integer('ordinal').notNullable().defaultTo(0);
    t.primary(['content_group_id', 'content_id']);
    t.index(['company_id', 'content_group_id', 'ordinal']);
    t.index(['company_id', 'content_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_group_items');
  await knex.schema.dropTable('content_groups');
}
