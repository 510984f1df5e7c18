import type { Knex } from 'knex';
import { wallTenantTables } from './tenantWall';

/**
 * A reader's app passwords (issue 35): named secrets for OPDS clients and integrations, scoped
 * to reading. Only the SHA-256 of the secret is kept (as sessions keep theirs), with its last
 * four characters so the reader can tell two apart; revoking stamps `revoked_at`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('app_passwords', (t) => {
    t.string('id', 36).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.string('hint', 8).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_used_at', { useTz: true }).nullable();
    t.timestamp('revoked_at', { useTz: true }).nullable();
    t.index(['company_id', 'user_id', 'created_at']);
  });
  // PostgreSQL: the tenant wall on the new table (tenantWall.ts).
  await wallTenantTables(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('app_passwords');
}
