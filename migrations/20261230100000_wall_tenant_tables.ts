import type { Knex } from 'knex';
import { unwallTenantTables, wallTenantTables } from './tenantWall';

/**
 * PostgreSQL: row-level security on every table with a `company_id` column, found from the
 * catalogue so none is forgotten (tenantWall.ts). SQLite has no such thing: nothing there.
 */
export async function up(knex: Knex): Promise<void> {
  await wallTenantTables(knex);
}

export async function down(knex: Knex): Promise<void> {
  await unwallTenantTables(knex);
}
