import type { Knex } from 'knex';
import { SCOPE_SETTING, TENANT_SETTING } from '../../../migrations/tenantWall';
import { isPostgres } from './dialect';

/**
 * The app's side of PostgreSQL's row-level security (docs/operations.md, "Row-level
 * security"). Its connections start in the system scope, in which the tenant policy shows
 * every row, as the services' own `company_id` filters expect of the code that works across
 * tenants (jobs, renewals, sign-in by host, the system admin). `withTenant` narrows one
 * transaction to one tenant: whatever it forgets to filter, it sees and writes that tenant's
 * rows only.
 */

/** Sent with the start-up message of each connection (no extra round trip). */
export const SYSTEM_SCOPE_OPTION = `-c ${SCOPE_SETTING}=system`;

/**
 * Runs `fn` in a transaction held to `companyId`'s rows. The settings are the transaction's
 * own (`set_config(…, true)`, as `SET LOCAL`): at commit or rollback the pooled connection is
 * back in the system scope, so the next transaction on it never inherits this tenant. Inside
 * another transaction (a savepoint) the outer one stays narrowed until it ends. SQLite: a
 * plain transaction, nothing more.
 */
export function withTenant<T>(
  db: Knex,
  companyId: string,
  fn: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  if (!isPostgres(db)) return db.transaction(fn);
  return db.transaction(async (trx) => {
    await trx.raw(
      `select set_config('${SCOPE_SETTING}', 'tenant', true), set_config('${TENANT_SETTING}', ?, true)`,
      [companyId],
    );
    return fn(trx);
  });
}

/** The advisory lock key of `grantAppRole` (any constant no other lock of ours uses). */
const GRANT_LOCK = 0x686f6e64;

/**
 * Gives the app's role what it needs on every table, view and sequence of the schema, and no
 * more: no ownership (the owner is the one role the policies do not hold), no DDL, nothing on
 * the migrations' own tables. Run by the owner after each migration, so a new table is covered.
 */
export async function grantAppRole(
  owner: Knex,
  role: string,
  { engineSchemas = [] }: { engineSchemas?: string[] } = {},
): Promise<void> {
  if (!isPostgres(owner)) return;
  // Instances starting together each grant after migrating: concurrent GRANTs on one table fail
  // ("tuple concurrently updated"), so they take turns on a lock held to the transaction's end.
  await owner.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [GRANT_LOCK]);
    // Schemas an engine keeps for itself (pg-boss's): their rows, never their DDL. The owner
    // installs and migrates them; tables it adds there later are the app's to use as well.
    for (const engine of engineSchemas) {
      await trx.raw('grant usage on schema ?? to ??', [engine, role]);
      await trx.raw('grant select, insert, update, delete on all tables in schema ?? to ??', [
        engine,
        role,
      ]);
      await trx.raw('grant usage, select on all sequences in schema ?? to ??', [engine, role]);
      await trx.raw(
        'alter default privileges in schema ?? grant select, insert, update, delete on tables to ??',
        [engine, role],
      );
    }
    const { rows } = await trx.raw<{ rows: { name: string }[] }>('select current_schema() as name');
    const schema = rows[0].name;
    await trx.raw('grant usage on schema ?? to ??', [schema, role]);
    await trx.raw('grant select, insert, update, delete on all tables in schema ?? to ??', [
      schema,
      role,
    ]);
    await trx.raw('grant usage, select on all sequences in schema ?? to ??', [schema, role]);
    // The app reads the migration level (check-config, readiness); only the owner migrates.
    await trx.raw('revoke all on knex_migrations, knex_migrations_lock from ??', [role]);
    await trx.raw('grant select on knex_migrations to ??', [role]);
  });
}

/** The role a PostgreSQL connection string signs in as. */
export function roleOf(url: string): string {
  return decodeURIComponent(new URL(url).username);
}
