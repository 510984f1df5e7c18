import type { Knex } from 'knex';

/**
 * `payments`: one row per attempt to charge an order (the payment history's rows), with the
 * money figures copied from the order so a receipt or refund reads them from the row itself.
 * `payment_cards`: the reader's stored card at a gateway (its ids and last four digits only).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payments', (t) => {
    t.string('id', 36).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('order_id', 36).notNullable().references('id').inTable('orders').onDelete('CASCADE');
    // 1, 2, …: a new attempt only after the previous one failed.
    t.integer('attempt').notNullable();
    t.string('gateway', 16).notNullable();
    // The idempotency key sent to the gateway as its order id: `<order id>.<attempt>`.
    t.string('gateway_key', 80).notNullable();
    // The exact charge request (source ids, return URL): re-sent to replay or reconcile.
    t.text('request').notNullable();
    t.string('charge_id', 64).nullable();
    // processing → succeeded | failed | pending | requires_action.
    t.string('status', 16).notNullable();
    t.string('failure_code', 32).nullable();
    t.string('card_last4', 4).nullable();
    t.string('card_brand', 16).nullable();
    t.integer('base_amount').notNullable();
    t.integer('discount_amount').notNullable();
    t.integer('ordinal_discount_amount').notNullable();
    t.integer('tax_amount').notNullable();
    t.integer('total_amount').notNullable();
    t.integer('tax_rate_percent').notNullable();
    t.string('tax_rounding', 16).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['order_id', 'attempt']);
    t.unique(['gateway', 'gateway_key']);
    t.index(['company_id', 'user_id', 'created_at']);
    t.index(['company_id', 'created_at']);
  });
  await knex.schema.createTable('payment_cards', (t) => {
    t.string('id', 36).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('gateway', 16).notNullable();
    t.string('customer_id', 80).notNullable();
    t.string('card_id', 80).notNullable();
    t.string('last4', 4).notNullable();
    t.string('brand', 16).notNullable();
    t.integer('exp_month').notNullable();
    t.integer('exp_year').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['company_id', 'user_id', 'gateway']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_cards');
  await knex.schema.dropTable('payments');
}
