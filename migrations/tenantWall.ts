import type { Knex } from 'knex';

/**
 * PostgreSQL's row-level security on the tenant tables (docs/operations.md, "Row-level
 * security"): a second wall behind the services' own `company_id` filters. Not a migration:
 * the migration that enabled it and every later one that creates a tenant table call
 * `wallTenantTables`, and `tests/api/db/rowLevelSecurity.test.ts` fails on a table left out.
 */

/** The policy's name on every tenant table. */
export const TENANT_POLICY = 'tenant_wall';

/** Transaction-local settings the policy reads (`set_config(…, true)`, never a plain `SET`). */
export const TENANT_SETTING = 'hondana.company_id';
export const SCOPE_SETTING = 'hondana.scope';

/**
 * A row is visible and writable when it belongs to the transaction's tenant, or when the
 * connection works across tenants (`hondana.scope = 'system'`: jobs, renewals, the system
 * admin, sign-in by host). Neither set: nothing. `current_setting(…, true)` is null when unset
 * and '' once a transaction that set it has ended, neither of which equals a company id.
 */
export const TENANT_POLICY_CHECK =
  `company_id = current_setting('${TENANT_SETTING}', true)` +
  ` or current_setting('${SCOPE_SETTING}', true) = 'system'`;

/** Every table of the current schema with a `company_id` column. */
export async function tenantTables(knex: Knex): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: { table_name: string }[] }>(
    `select c.table_name from information_schema.columns c
       join information_schema.tables t
         on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and c.column_name = 'company_id'
        and t.table_type = 'BASE TABLE'
      order by c.table_name`,
  );
  return rows.map((row) => row.table_name);
}

/**
 * Enables row-level security with the tenant policy on every tenant table that lacks it
 * (PostgreSQL; nothing on SQLite). Not forced: the owner, who migrates, backs up and restores,
 * keeps seeing every row; the app's own role is held to the policy (docs/operations.md).
 */
export async function wallTenantTables(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  const walled = new Set(
    (
      await knex.raw<{ rows: { tablename: string }[] }>(
        `select tablename from pg_policies where schemaname = current_schema() and policyname = ?`,
        [TENANT_POLICY],
      )
    ).rows.map((row) => row.tablename),
  );
  for (const table of await tenantTables(knex)) {
    if (walled.has(table)) continue;
    await knex.raw(`alter table ?? enable row level security`, [table]);
    await knex.raw(
      `create policy ${TENANT_POLICY} on ?? using (${TENANT_POLICY_CHECK}) with check (${TENANT_POLICY_CHECK})`,
      [table],
    );
  }
}

/** The inverse, for the migration's `down`. */
export async function unwallTenantTables(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  for (const table of await tenantTables(knex)) {
    await knex.raw(`drop policy if exists ${TENANT_POLICY} on ??`, [table]);
    await knex.raw(`alter table ?? disable row level security`, [table]);
  }
}
