import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('coupons', (t) => {
    t.string('id', 36).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    // Stored upper-cased: readers type codes in either case.
    t.string('code', 32).notNullable();
    t.integer('discount_percent').notNullable();
    // The last valid day in Japan time, YYYY-MM-DD.
    t.string('expiry_date', 10).notNullable();
    // Null is unlimited.
    t.integer('number_of_usages').nullable();
    // Uses held by open orders and paid ones; raised and lowered by conditional updates.
    t.integer('number_used').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['company_id', 'code']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('coupons');
}
