import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('orders', (t) => {
    t.string('id', 36).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('subscription_id', 36)
      .notNullable()
      .references('id')
      .inTable('subscriptions')
      .onDelete('CASCADE');
    // PENDING → PAID | FAILED | CANCELLED.
    t.string('status', 16).notNullable();
    // The billing period this order pays for (1 = first paid period).
    t.integer('period_number').notNullable();
    // When it is to be charged: at once, or when a first purchase's free days end.
    t.timestamp('due_at', { useTz: true }).notNullable();
    t.string('coupon_id', 36).nullable().references('id').inTable('coupons').onDelete('SET NULL');
    t.string('coupon_code', 32).nullable();
    t.integer('coupon_percent').nullable();
    t.integer('ordinal_percent').nullable();
    // The money value object (money/charge.ts): integer yen, tax once, rounding recorded.
    t.integer('base_amount').notNullable();
    t.integer('discount_amount').notNullable();
    // The part of discount_amount that is the ordinal's (the rest is the coupon's).
    t.integer('ordinal_discount_amount').notNullable();
    t.integer('tax_amount').notNullable();
    t.integer('total_amount').notNullable();
    t.integer('tax_rate_percent').notNullable();
    t.string('tax_rounding', 16).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['company_id', 'user_id', 'created_at']);
    t.index(['subscription_id']);
    t.index(['status', 'due_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('orders');
}
