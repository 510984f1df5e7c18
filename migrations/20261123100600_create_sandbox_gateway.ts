import type { Knex } from 'knex';

/**
 * The `sandbox` gateway's own books (payments/gateways/sandbox): what a real gateway keeps on
 * its side. Never a card number or security code: a token keeps the last four digits, the
 * expiry and the test scenario its magic number chose.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sandbox_tokens', (t) => {
    t.string('id', 48).primary();
    t.string('last4', 4).notNullable();
    t.string('brand', 16).notNullable();
    t.integer('exp_month').notNullable();
    t.integer('exp_year').notNullable();
    t.string('scenario', 32).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    // One-time: set by the charge that used it.
    t.timestamp('used_at', { useTz: true }).nullable();
  });
  await knex.schema.createTable('sandbox_cards', (t) => {
    t.string('id', 48).primary();
    t.string('customer_id', 80).notNullable();
    t.string('last4', 4).notNullable();
    t.string('brand', 16).notNullable();
    t.integer('exp_month').notNullable();
    t.integer('exp_year').notNullable();
    t.string('scenario', 32).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['customer_id']);
  });
  await knex.schema.createTable('sandbox_charges', (t) => {
    t.string('id', 48).primary();
    // The merchant's order id: the idempotency key, so one order is charged at most once.
    t.string('order_id', 80).notNullable().unique();
    // A digest of the request: a replay with other parameters is refused.
    t.string('request_hash', 64).notNullable();
    t.string('customer_id', 80).nullable();
    t.string('card_id', 48).nullable();
    t.string('scenario', 32).notNullable();
    t.integer('amount').notNullable();
    t.integer('captured_amount').notNullable().defaultTo(0);
    t.integer('refunded_amount').notNullable().defaultTo(0);
    // requires_action | pending | authorised | succeeded | failed
    t.string('status', 16).notNullable();
    t.string('failure_code', 32).nullable();
    t.boolean('is_capture').notNullable();
    t.string('return_url', 2000).nullable();
    t.string('three_ds', 16).nullable();
    t.timestamp('settles_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['created_at']);
  });
  await knex.schema.createTable('sandbox_refunds', (t) => {
    t.string('id', 48).primary();
    t.string('charge_id', 48)
      .notNullable()
      .references('id')
      .inTable('sandbox_charges')
      .onDelete('CASCADE');
    t.string('idempotency_key', 80).notNullable().unique();
    t.integer('amount').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sandbox_refunds');
  await knex.schema.dropTable('sandbox_charges');
  await knex.schema.dropTable('sandbox_cards');
  await knex.schema.dropTable('sandbox_tokens');
}
