import type { Knex } from 'knex';

/**
 * A stored card the reader gave up (their account closed) is marked in the closing
 * transaction and forgotten at its gateway afterwards; the row goes once the gateway has
 * deleted it, so a gateway that cannot be reached is asked again by the next renewal run.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_cards', (t) => {
    t.timestamp('removed_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_cards', (t) => {
    t.dropColumn('removed_at');
  });
}
