import type { Knex } from 'knex';

/**
 * A plan change scheduled for the end of the running period (a cheaper plan, or another
 * period length: docs/decisions.md "Plan change"): the renewal at `period_end` charges this
 * plan and switches to it; the reader may cancel it until then.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => {
    t.string('next_plan_id', 36).nullable().references('id').inTable('subscription_plans');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropForeign(['next_plan_id']);
    t.dropColumn('next_plan_id');
  });
}
