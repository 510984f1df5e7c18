import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('subscription_plans', (t) => {
    t.string('id', 36).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('name', 255).notNullable();
    t.string('image_name', 1000).nullable();
    // Integer yen without tax; discount_price, when set, is what is charged.
    t.integer('price').notNullable();
    t.integer('discount_price').nullable();
    t.integer('duration').notNullable();
    // DAY / MONTH / YEAR.
    t.string('duration_type', 8).notNullable();
    t.text('description').notNullable();
    t.integer('number_free_term').notNullable().defaultTo(0);
    // Null allowed many times on both dialects; a set ref code is unique per tenant.
    t.string('ref_code', 64).nullable();
    t.boolean('is_published').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['company_id', 'ref_code']);
    t.index(['company_id', 'is_published']);
  });

  await knex.schema.createTable('subscription_plan_groups', (t) => {
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('plan_id', 36)
      .notNullable()
      .references('id')
      .inTable('subscription_plans')
      .onDelete('CASCADE');
    t.string('content_group_id', 32)
      .notNullable()
      .references('id')
      .inTable('content_groups')
      .onDelete('CASCADE');
    t.primary(['plan_id', 'content_group_id']);
    // Entitlement asks "which plans open this group?".
    t.index(['company_id', 'content_group_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('subscription_plan_groups');
  await knex.schema.dropTable('subscription_plans');
}
