import type { Knex } from 'knex';

/**
 * The dashboard's figures (issue 31) read a tenant's subscriptions by status, by month of
 * registration and by month of cancellation, and its paid orders by coupon: each one an index
 * range instead of a walk over every subscription or order of the tenant.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => {
    t.index(['company_id', 'status']);
    t.index(['company_id', 'registered_at']);
    t.index(['company_id', 'cancelled_at']);
  });
  await knex.schema.alterTable('orders', (t) => {
    t.index(['company_id', 'coupon_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropIndex(['company_id', 'coupon_id']);
  });
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropIndex(['company_id', 'cancelled_at']);
    t.dropIndex(['company_id', 'registered_at']);
    t.dropIndex(['company_id', 'status']);
  });
}
