import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // rate-limiter-flexible's table (server/src/db/rateLimits.ts), its own columns and types, made
  // here so the server runs no DDL (`tableCreated: true`). `expire` is ms since the epoch.
  await knex.schema.createTable('rate_limit_points', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
    t.index(['expire']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limit_points');
}
