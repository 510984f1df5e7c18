import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('discount_ordinals', (t) => {
    t.string('id', 36).primary();
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
    // The billing period it discounts: 1 is a subscription's first paid period.
    t.integer('ordinal').notNullable();
    t.integer('discount_percent').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['plan_id', 'ordinal']);
    t.index(['company_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('discount_ordinals');
}
