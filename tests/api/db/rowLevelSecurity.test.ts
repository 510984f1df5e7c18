import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import knexFactory from 'knex';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_POLICY, tenantTables } from '../../../migrations/tenantWall';
import { grantAppRole, SYSTEM_SCOPE_OPTION, withTenant } from '../../../server/src/db/tenantWall';
import {
  currentTenantScope,
  inTenantScope,
  scopeConnections,
} from '../../../server/src/db/tenantScope';
import { BOSS_SCHEMA } from '../../../server/src/jobs';
import { findProjectRoot } from '../../../server/src/paths';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createContent, createGroup } from '../../support/contents';
import { TEST_APP_ROLE, testDialect } from '../../support/db';
import { addAccount, signIn } from '../identity/support';

// Row-level security is PostgreSQL's second wall behind the services' `company_id` filters
// (docs/operations.md, "Row-level security"); SQLite has none, and its migration does nothing.
describe.runIf(testDialect() === 'pg')('row-level security', () => {
  let t: TestApp;
  let sakura: string;
  let aozora: string;
  const extra: Knex[] = [];

  /** A pool of one connection as the app's role, so two transactions share that connection. */
  function onePooledConnection({ isSystemScope }: { isSystemScope: boolean }): Knex {
    const { connectionString } = t.db.client.config.connection as { connectionString: string };
    const db = knexFactory({
      client: 'pg',
      connection: {
        connectionString,
        ...(isSystemScope ? { options: SYSTEM_SCOPE_OPTION } : {}),
      },
      pool: { min: 0, max: 1 },
    });
    extra.push(db);
    return db;
  }

  beforeAll(async () => {
    t = await createTestApp();
    sakura = t.fixtures.sakura.id;
    aozora = t.fixtures.aozora.id;
    for (const companyId of [sakura, aozora]) {
      await createContent(t, companyId, { title: `Book of ${companyId}` });
      await createGroup(t, companyId);
      await t.owner('content_texts').insert({
        content_id: (await t.owner('contents').where({ company_id: companyId }).first('id')).id,
        company_id: companyId,
        text: 'the text of a book',
        updated_at: new Date(),
      });
    }
  });

  afterAll(async () => {
    for (const db of extra) await db.destroy();
    await t?.destroy();
  });

  it('holds every table with a company_id column to the tenant policy', async () => {
    const tables = await tenantTables(t.owner);
    expect(tables).toEqual(expect.arrayContaining(['contents', 'users', 'orders', 'payments']));
    const { rows } = await t.owner.raw<{
      rows: { relname: string; relrowsecurity: boolean; policies: string[] }[];
    }>(
      `select c.relname, c.relrowsecurity,
              array(select p.policyname::text from pg_policies p
                     where p.schemaname = n.nspname and p.tablename = c.relname) as policies
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relname = any(?)`,
      [tables],
    );
    const unwalled = rows
      .filter((row) => !row.relrowsecurity || !row.policies.includes(TENANT_POLICY))
      .map((row) => row.relname);
    // A new tenant table's migration calls wallTenantTables (migrations/tenantWall.ts).
    expect(unwalled).toEqual([]);
    expect(rows).toHaveLength(tables.length);
  });

  it("shows a tenant's transaction only its own rows, whatever the query forgets to filter", async () => {
    const tables = [
      'users',
      'contents',
      'content_groups',
      'content_texts',
      'tenant_settings',
      'tenant_settings_history',
      'catalogue_versions',
      'search_contents',
      'search_content_texts',
    ];
    for (const table of tables) {
      // System admins' rows have no company: no tenant sees them.
      const everyone = await t.owner(table).distinct('company_id').whereNotNull('company_id');
      expect(everyone.map((row) => row.company_id).sort(), table).toEqual([sakura, aozora].sort());
      for (const companyId of [sakura, aozora]) {
        const seen = await withTenant(t.db, companyId, (trx) => trx(table).select('company_id'));
        const owned = await t.owner(table).where({ company_id: companyId }).count({ n: '*' });
        expect(seen.length, table).toBe(Number(owned[0].n));
        expect(new Set(seen.map((row) => row.company_id)), table).toEqual(new Set([companyId]));
      }
    }
  });

  it("refuses a tenant's transaction a write into another tenant, and changes none of its rows", async () => {
    const before = await t.owner('content_groups').where({ company_id: aozora }).select('name');
    await expect(
      withTenant(t.db, sakura, (trx) =>
        trx('content_groups').update({ company_id: aozora }).where({ company_id: sakura }),
      ),
    ).rejects.toThrow(/row-level security/);
    const changed = await withTenant(t.db, sakura, (trx) =>
      trx('content_groups').update({ name: 'Renamed' }).where({ company_id: aozora }),
    );
    expect(changed).toBe(0);
    expect(await t.owner('content_groups').where({ company_id: aozora }).select('name')).toEqual(
      before,
    );
  });

  it('shows the app role nothing outside a tenant or the system scope; its pool starts in the system scope', async () => {
    const bare = onePooledConnection({ isSystemScope: false });
    expect((await bare('contents').count({ n: '*' }))[0].n).toBe('0');
    expect((await bare('users').count({ n: '*' }))[0].n).toBe('0');
    // The app's own connections (db/knex.ts): cross-tenant work (jobs, renewals, sign-in by
    // host, the system admin) sees every tenant, as the services' own filters expect.
    const all = await t.db('contents').distinct('company_id');
    expect(all).toHaveLength(2);
  });

  it('never lets the next transaction on a pooled connection inherit a tenant (no plain SET)', async () => {
    const bare = onePooledConnection({ isSystemScope: false });
    const pid = async (trx: Knex) => (await trx.raw('select pg_backend_pid() as pid')).rows[0].pid;
    const first = await withTenant(bare, sakura, async (trx) => ({
      pid: await pid(trx),
      rows: await trx('contents').select('company_id'),
    }));
    expect(first.rows.map((row) => row.company_id)).toEqual([sakura]);
    const second = await bare.transaction(async (trx) => ({
      pid: await pid(trx),
      rows: await trx('contents').select('company_id'),
    }));
    expect(second.pid).toBe(first.pid);
    expect(second.rows).toEqual([]);

    const system = onePooledConnection({ isSystemScope: true });
    await withTenant(system, aozora, (trx) => trx('contents').select('id'));
    const after = await system.raw(
      `select current_setting('hondana.scope', true) as scope,
              current_setting('hondana.company_id', true) as company`,
    );
    expect(after.rows[0]).toEqual({ scope: 'system', company: '' });
  });

  it("narrows a connection to the scope's tenant outside any transaction, and hands the next caller its own scope", async () => {
    // One connection, so each caller gets the one the previous caller used.
    const db = onePooledConnection({ isSystemScope: true });
    scopeConnections(db);
    const pid = async () => (await db.raw('select pg_backend_pid() as pid')).rows[0].pid;
    const companiesSeen = async () => [
      ...new Set((await db('contents').select('company_id')).map((row) => row.company_id)),
    ];
    const first = await inTenantScope(sakura, async () => ({
      pid: await pid(),
      seen: await companiesSeen(),
    }));
    expect(first.seen).toEqual([sakura]);
    const second = await inTenantScope(aozora, async () => ({
      pid: await pid(),
      seen: await companiesSeen(),
    }));
    expect(second).toEqual({ pid: first.pid, seen: [aozora] });
    // Out of any scope (jobs, the console): every tenant again, on that same connection.
    expect((await companiesSeen()).sort()).toEqual([sakura, aozora].sort());
    expect(await pid()).toBe(first.pid);
    // A tenant transaction inside the scope of another ends with its transaction.
    const inside = await inTenantScope(sakura, async () => {
      await withTenant(db, aozora, (trx) => trx('contents').select('id'));
      return companiesSeen();
    });
    expect(inside).toEqual([sakura]);
  });

  it("runs every statement of a reader's call in the scope of the call's tenant", async () => {
    const reader = await addAccount(t, sakura);
    const res = await signIn(t.anonymous(), t.fixtures.sakura, reader.email, reader.password);
    const token = res.body.data.access_token as string;
    /** The scope of every statement a call runs. */
    const scopesOf = async (call: () => Promise<unknown>) => {
      const scopes: (string | null)[] = [];
      const listen = () => scopes.push(currentTenantScope());
      t.db.on('query', listen);
      try {
        await call();
      } finally {
        t.db.off('query', listen);
      }
      return scopes;
    };
    const calls = [
      {
        companyId: sakura,
        call: () =>
          t
            .anonymous()
            .get('/api/v1/content/page?path=sakura')
            .set('X-Access-Token', token)
            .expect(200),
      },
      {
        companyId: aozora,
        call: () =>
          t.anonymous().get('/api/v1/content/public/page').set('Host', t.fixtures.aozora.domain),
      },
    ];
    for (const { companyId, call } of calls) {
      const scopes = await scopesOf(call);
      // The session and the tenant are looked up first (system scope); from then on, the call's.
      const afterTenant = scopes.slice(scopes.indexOf(companyId));
      expect(afterTenant.length, companyId).toBeGreaterThan(0);
      expect(new Set(afterTenant), companyId).toEqual(new Set([companyId]));
    }
  });

  it('gives the app role no way past the policies', async () => {
    const { rows } = await t.owner.raw(
      'select rolsuper, rolbypassrls from pg_roles where rolname = ?',
      [TEST_APP_ROLE],
    );
    expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false }]);
    const owned = await t.owner.raw(
      `select count(*)::int as n from pg_tables
        where schemaname = current_schema() and tableowner = ?`,
      [TEST_APP_ROLE],
    );
    expect(owned.rows[0].n).toBe(0);

    const attempts: [string, RegExp][] = [
      ['alter table contents disable row level security', /must be owner/],
      [`drop policy ${TENANT_POLICY} on contents`, /must be owner/],
      ['alter table contents owner to hondana_test_app', /must be owner/],
      [
        `set local role ${(await t.owner.raw('select current_user as u')).rows[0].u}`,
        /permission denied/,
      ],
      ['create policy everyone on contents using (true)', /must be owner/],
    ];
    for (const [sql, refusal] of attempts) {
      await expect(
        t.db.transaction((trx) => trx.raw(sql)),
        sql,
      ).rejects.toThrow(refusal);
    }
    // row_security = off does not lift the policies: a query they would filter fails instead.
    await expect(
      withTenant(t.db, sakura, async (trx) => {
        await trx.raw('set local row_security = off');
        return trx('contents').select('id');
      }),
    ).rejects.toThrow(/row-level security/);
  });

  it('grants the app role its rights from several starting instances at once, without a clash', async () => {
    // Each instance grants after migrating; unordered, concurrent GRANTs on one catalogue row fail
    // with "tuple concurrently updated" and the instance does not start.
    const grants = Array.from({ length: 6 }, () =>
      grantAppRole(t.owner, TEST_APP_ROLE, { engineSchemas: [BOSS_SCHEMA] }),
    );
    await expect(Promise.all(grants)).resolves.toHaveLength(6);
  });

  it("keeps search's trigram indexes usable through its views, which the policy would forbid", async () => {
    // A few rows would be scanned anyway: the plan with scans ruled out shows what may use
    // the index. Under the policy nothing may, as non-leakproof ILIKE must wait for it.
    const plan = (table: string) =>
      t.db.transaction(async (trx) => {
        await trx.raw('set local enable_seqscan = off');
        const { rows } = await trx.raw(
          `explain select content_id from ${table} where text ilike ?`,
          ['%book%'],
        );
        return rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
      });
    expect(await plan('content_texts')).not.toContain('content_texts_text_trgm');
    expect(await plan('search_content_texts')).toContain('content_texts_text_trgm');
  });
});

describe('tenant settings in PostgreSQL', () => {
  it('are set for the transaction only (set_config with true or SET LOCAL), never a plain SET', () => {
    const root = findProjectRoot();
    const offenders: string[] = [];
    // The one exception sets a connection's scope each time the pool hands it out, so no
    // caller inherits the previous one's (tested above).
    const everyAcquisition = join(root, 'server/src/db/tenantScope.ts');
    for (const dir of ['server/src', 'migrations']) {
      for (const file of sourceFiles(join(root, dir)).filter((f) => f !== everyAcquisition)) {
        const text = readFileSync(file, 'utf8');
        const plainSet = /\bset\s+(session\s+)?(role|hondana\.)/i.test(text);
        const sessionConfig = /set_config\([^)]*,\s*false\s*\)/i.test(text);
        if (plainSet || sessionConfig) offenders.push(file);
      }
    }
    expect(offenders).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(dir, name));
}
