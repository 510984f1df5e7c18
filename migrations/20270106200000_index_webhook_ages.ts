import type { Knex } from 'knex';

/**
 * The daily prune of the webhook log (webhooks/prune.ts) reads events and deliveries by age
 * across tenants: an index range each, instead of a walk over both tables.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('webhook_events', (t) => {
    t.index(['created_at']);
  });
  await knex.schema.alterTable('webhook_deliveries', (t) => {
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('webhook_deliveries', (t) => {
    t.dropIndex(['created_at']);
  });
  await knex.schema.alterTable('webhook_events', (t) => {
    t.dropIndex(['created_at']);
  });
}
