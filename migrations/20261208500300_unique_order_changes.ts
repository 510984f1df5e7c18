import type { Knex } from 'knex';

/**
 * A period's order stays unique (change 0: two renewal runs meet on one order), and each
 * upgrade order of the period has its own number, so an abandoned one never blocks the next.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropUnique(['subscription_id', 'period_number']);
    t.unique(['subscription_id', 'period_number', 'change_number']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropUnique(['subscription_id', 'period_number', 'change_number']);
    t.unique(['subscription_id', 'period_number']);
  });
}
