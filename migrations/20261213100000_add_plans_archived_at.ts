import type { Knex } from 'knex';

/**
 * A plan with subscribers is archived instead of deleted (docs/decisions.md "Issue 31: deleting
 * a plan"): no new sales, while the subscriptions and orders that point at it keep it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscription_plans', (t) => {
    t.timestamp('archived_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscription_plans', (t) => {
    t.dropColumn('archived_at');
  });
}
