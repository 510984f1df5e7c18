import type { Knex } from 'knex';

// Replaced by `rate_limit_points` (rate-limiter-flexible): its counts last one window at most, so
// none is carried over.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('bucket', 128).notNullable();
    t.bigInteger('window_start').notNullable();
    t.integer('hits').notNullable().defaultTo(0);
    t.primary(['bucket', 'window_start']);
    t.index(['window_start']);
  });
}
