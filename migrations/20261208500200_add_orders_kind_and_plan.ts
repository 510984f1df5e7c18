import type { Knex } from 'knex';

/**
 * What an order buys. `kind`: PERIOD (a billing period, as every order so far) or UPGRADE (the
 * prorated difference to a dearer plan for the rest of the period already paid; paying it
 * switches the plan). `plan_id`: the plan the order is priced on (a scheduled change's plan on
 * the renewal that switches to it, an upgrade's target); null on orders written before it,
 * which were priced on their subscription's plan. `change_number`: 0 for a period's order,
 * 1, 2, … for the upgrade orders opened during that period (unique with it: the next file).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.string('kind', 16).notNullable().defaultTo('PERIOD');
    t.string('plan_id', 36).nullable().references('id').inTable('subscription_plans');
    t.integer('change_number').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropForeign(['plan_id']);
    t.dropColumn('change_number');
    t.dropColumn('plan_id');
    t.dropColumn('kind');
  });
}
