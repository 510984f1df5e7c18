import type { Knex } from 'knex';

/**
 * Renewals and notifications (issue 11). `orders` gets one order per subscription and billing
 * period (the renewal job's idempotency key: two runs or two processes open the same order at
 * most once); `subscriptions` records its retry schedule while PAST_DUE; `notifications` is the
 * reader's in-app list, each event written once by its `event_key`; `refunds` an admin's refunds.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.unique(['subscription_id', 'period_number']);
  });
  await knex.schema.alterTable('subscriptions', (t) => {
    // Failed charges of the order now due, and when the next try is (PAST_DUE only).
    t.integer('failed_attempts').notNullable().defaultTo(0);
    t.timestamp('retry_at', { useTz: true }).nullable();
    t.index(['status', 'period_end']);
    t.index(['status', 'retry_at']);
  });
  // Refunds by an admin: what each payment has given back (its tax share recorded), and one
  // row per refund, numbered per payment, whose key is the gateway's idempotency key.
  await knex.schema.alterTable('payments', (t) => {
    t.integer('refunded_amount').notNullable().defaultTo(0);
    t.integer('refunded_tax_amount').notNullable().defaultTo(0);
  });
  await knex.schema.createTable('refunds', (t) => {
    t.string('id', 36).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('payment_id', 36)
      .notNullable()
      .references('id')
      .inTable('payments')
      .onDelete('CASCADE');
    t.integer('seq').notNullable();
    t.string('gateway_key', 80).notNullable();
    // processing → succeeded
    t.string('status', 16).notNullable();
    t.integer('amount').notNullable();
    t.integer('tax_amount').notNullable();
    t.string('gateway_refund_id', 64).nullable();
    t.string('refunded_by', 36).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['payment_id', 'seq']);
  });
  await knex.schema.createTable('notifications', (t) => {
    t.string('id', 36).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('type', 32).notNullable();
    t.string('title', 255).notNullable();
    t.text('content').notNullable();
    // The event's figures (plan, amount, dates) as JSON, for the page and the console.
    t.text('data').notNullable();
    // `<type>:<order, payment or subscription id>`: an event is told once, however often it is seen.
    t.string('event_key', 120).notNullable().unique();
    t.timestamp('read_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['company_id', 'user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notifications');
  await knex.schema.dropTable('refunds');
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('refunded_tax_amount');
    t.dropColumn('refunded_amount');
  });
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropIndex(['status', 'retry_at']);
    t.dropIndex(['status', 'period_end']);
    t.dropColumn('retry_at');
    t.dropColumn('failed_attempts');
  });
  await knex.schema.alterTable('orders', (t) => {
    t.dropUnique(['subscription_id', 'period_number']);
  });
}
