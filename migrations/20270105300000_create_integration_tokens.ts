import type { Knex } from 'knex';
import { wallTenantTables } from './tenantWall';

/**
 * Integration tokens (issue 35): a tenant's keys for machines, each with one role (`reports`:
 * COUNTER harvesting over SUSHI). Only the SHA-256 of a token is kept; `revoked_at` ends it at
 * once, the row stays so the console can show when it was last used.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('integration_tokens', (t) => {
    t.string('id', 36).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('name', 64).notNullable();
    t.string('role', 16).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    // The first characters of the token, so an administrator can tell keys apart.
    t.string('token_hint', 12).notNullable();
    t.string('created_by', 36).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_used_at', { useTz: true }).nullable();
    t.timestamp('revoked_at', { useTz: true }).nullable();
    t.index(['company_id', 'created_at']);
  });
  await wallTenantTables(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('integration_tokens');
}
