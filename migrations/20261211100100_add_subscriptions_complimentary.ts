import type { Knex } from 'knex';

/**
 * Complimentary access (issue 31): an admin grants a plan for a period at no charge. Such a
 * subscription is never renewed; the renewal run ends it at its period's end
 * (`lifecycle.grantComplimentary`, docs/architecture.md).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => {
    t.boolean('is_complimentary').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropColumn('is_complimentary');
  });
}
