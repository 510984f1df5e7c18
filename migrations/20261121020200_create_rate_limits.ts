import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Fixed-window counters shared by every instance (per-IP sign-in throttle).
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('bucket', 128).notNullable();
    // Start of the window in milliseconds since the epoch.
    t.bigInteger('window_start').notNullable();
    t.integer('hits').notNullable().defaultTo(0);
    t.primary(['bucket', 'window_start']);
    t.index(['window_start']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
