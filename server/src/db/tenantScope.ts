import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';
import { isPostgres } from './dialect';
import { SCOPE_SETTING, TENANT_SETTING } from '../../../migrations/tenantWall';

/**
 * The tenant a request works for, for PostgreSQL's row-level security (docs/operations.md,
 * "Row-level security"). A reader call runs inside `inTenantScope` (api/scope.ts), and every
 * connection it takes from the pool is narrowed to that tenant before its first statement:
 * a read that forgets its `company_id` filter sees that tenant's rows, not every tenant's.
 * Work outside a scope (jobs, renewals, sign-in by host, the console) keeps the system scope.
 */
const scope = new AsyncLocalStorage<string>();

/** Runs `fn` (and everything it starts) for `companyId`'s rows only. */
export function inTenantScope<T>(companyId: string, fn: () => T): T {
  return scope.run(companyId, fn);
}

/**
 * `inTenantScope` where the database has row-level security (PostgreSQL); on SQLite, which has
 * none, `fn` is called as it is: a scope would cost every reader call and change nothing.
 */
export function tenantScopeOf(db: Knex): <T>(companyId: string, fn: () => T) => T {
  return isPostgres(db) ? inTenantScope : (_companyId, fn) => fn();
}

/** The tenant of the work under way, or null in the system scope. */
export function currentTenantScope(): string | null {
  return scope.getStore() ?? null;
}

const NARROWED = Symbol('hondana.tenantScope');
type ScopedConnection = {
  [NARROWED]?: string | null;
  query(sql: string, params: unknown[]): Promise<unknown>;
};

/**
 * Makes `db` (PostgreSQL) set each connection it hands out to the scope of the work that asked
 * for it. The settings are the connection's own (`set_config(…, false)`), set outside any
 * transaction when the connection is taken and only when they differ from what it holds, so a
 * pool serving one tenant pays no round trip, and no connection keeps the previous user's
 * tenant: every user sets its own before its first statement. `withTenant`'s transaction-local
 * settings still narrow a transaction further, and end with it.
 */
export function scopeConnections(db: Knex): void {
  const client = db.client as {
    acquireConnection(): Promise<ScopedConnection>;
    releaseConnection(connection: ScopedConnection): Promise<unknown>;
  };
  const acquire = client.acquireConnection.bind(client);
  client.acquireConnection = async () => {
    const connection = await acquire();
    const wanted = currentTenantScope();
    // A new connection starts in the system scope (knex.ts's start-up option).
    if ((connection[NARROWED] ?? null) === wanted) return connection;
    try {
      await connection.query(
        `select set_config('${SCOPE_SETTING}', $1, false), set_config('${TENANT_SETTING}', $2, false)`,
        wanted ? ['tenant', wanted] : ['system', ''],
      );
    } catch (error) {
      await client.releaseConnection(connection);
      throw error;
    }
    connection[NARROWED] = wanted;
    return connection;
  };
}
