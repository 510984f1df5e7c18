import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import type { Knex } from 'knex';
import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApp, servicesOf } from '../../server/src/app';
import type { AppConfig } from '../../server/src/app';
import type { Services } from '../../server/src/services';
import { hashPassword } from '../../server/src/users/password';
import { Role } from '../../server/src/access/roles';
import { findProjectRoot } from '../../server/src/paths';
import { createLogger } from '../../server/src/http/logging';
import { PUBLIC_SETTINGS_RECHECK_MS } from '../../server/src/settings/publicSettings';
import { createSettingsRepository } from '../../server/src/settings/repository';
import { createTestDb } from './db';
import type { TestDb } from './db';

export const hosts = { admin: 'admin.test', aozora: 'aozora.test' };

export interface Fixtures {
  sakura: { id: string; path: string };
  aozora: { id: string; domain: string };
}

export type Who = 'system' | 'sakura' | 'aozora' | 'service';

export const passwords: Record<Who, { email: string; password: string }> = {
  system: { email: 'root@hondana.test', password: 'system-secret' },
  sakura: { email: 'admin@sakura.test', password: 'sakura-secret' },
  aozora: { email: 'admin@aozora.test', password: 'aozora-secret' },
  service: { email: 'service@sakura.test', password: 'service-secret' },
};

export interface TestAppOptions {
  /**
   * The two fixture tenants sell in test mode (the sandbox, stored as a first payment settings
   * version), so the suites' purchases run as before the default became "not set up". False
   * leaves them as a new tenant is: nothing stored, nothing sold.
   */
  isTestMode?: boolean;
}

export interface TestApp {
  app: Express;
  db: Knex;
  dialect: TestDb['dialect'];
  /** The app's own data folder (blob store), removed by `destroy`. */
  dataDir: string;
  fixtures: Fixtures;
  /**
   * The app's clock; `advance` moves it forward (caches, session expiry). It follows the wall
   * clock until `freeze`, after which only `advance` moves it: a test that counts what the app
   * does between two calls freezes it, so a cache's re-check cannot fall between them.
   */
  clock: { now(): Date; advance(ms: number): void; freeze(): void };
  /** The app's parts (services, job queue, blob store) for tests that need them. */
  ctx: Services;
  /** The app's job queue: `drain()` runs every queued job now; `start()` runs them in the background. */
  jobs: Services['jobs'];
  /** A supertest agent signed in as `who` (cookie kept by the agent). */
  login(who: Who): Promise<TestAgent>;
  anonymous(): TestAgent;
  /**
   * Forgets all settings and history (the fixtures are put back in test mode, unless the app
   * was made without); companies created by a test are removed.
   */
  reset(): Promise<void>;
  destroy(): Promise<void>;
}

/** The app configuration every test instance uses; `dataDir` holds its blob store. */
export function testAppConfig(dataDir: string) {
  return {
    adminHosts: [hosts.admin],
    trustProxy: 0,
    sessionTtl: 3600,
    root: findProjectRoot(),
    logLevel: 'silent',
    dataDir,
    // Production hashes use N = 2^17; a cheap cost keeps the suite fast.
    passwordLogN: 10,
  };
}

/**
 * One database and app per test file: two tenants and an admin for each role. `overrides`
 * replaces parts of the configuration (`isAdminHostOnly` for the production layout).
 *
 * Files share their worker's modules (vitest.config.ts, `isolate: false`): what keeps them apart
 * is this app and its database, so a test never changes module state or `process.env` it does
 * not restore. Only what must outlive or kill a process runs in one of its own, and says why:
 * the built server under `kill -9` (orders/reconciliation.test.ts), the cluster's workers
 * (cluster.test.ts), a second writer process on one SQLite file (db/concurrentWrites.test.ts),
 * instances behind nginx, one killed and one stopped (scaleOut/nginxKill.test.ts).
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  { isTestMode = true }: TestAppOptions = {},
): Promise<TestApp> {
  const testDb = await createTestDb();
  const dataDir = mkdtempSync(join(tmpdir(), 'hondana-data-'));
  const db = testDb.knex;
  const fixtures = await seedFixtures(db);
  const inTestMode = () => (isTestMode ? sellInTestMode(db, fixtures) : Promise.resolve());
  await inTestMode();
  let offset = 0;
  let frozenAt: number | null = null;
  const clock = {
    now: () => new Date((frozenAt ?? Date.now()) + offset),
    advance: (ms: number) => {
      offset += ms;
    },
    freeze: () => {
      frozenAt ??= Date.now();
    },
  };
  const app = createApp({
    clock,
    db,
    config: { ...testAppConfig(dataDir), ...overrides },
    logger: createLogger('silent'),
  });
  const ctx = servicesOf(app);
  const server = await listening(app);
  return {
    app,
    ctx,
    jobs: ctx.jobs,
    db,
    dialect: testDb.dialect,
    dataDir,
    fixtures,
    clock,
    async login(who) {
      const agent = supertest.agent(server);
      const { email, password } = passwords[who];
      await agent.post('/api/admin/auth/login').send({ login: email, password }).expect(200);
      return agent;
    },
    anonymous: () => supertest.agent(server),
    async reset() {
      await db('tenant_settings_history').delete();
      await db('tenant_settings').delete();
      await db('companies').whereNotIn('id', [fixtures.sakura.id, fixtures.aozora.id]).delete();
      await inTestMode();
      // Rows changed behind the app's back: let its public-settings cache look again.
      clock.advance(PUBLIC_SETTINGS_RECHECK_MS);
    },
    async destroy() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await ctx.content.history.flush();
      await ctx.jobs.stop();
      ctx.pdfWork.stop();
      await testDb.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app on a loopback port for the whole file: handed an app, supertest starts and closes a
 * server of its own for each request (a third of a hostile-input probe's time).
 */
function listening(app: Express): Promise<Server> {
  const server = createServer(app);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The fixtures' payment settings: the sandbox, chosen explicitly (as the demo's tenants). */
async function sellInTestMode(db: Knex, fixtures: Fixtures) {
  const settings = createSettingsRepository(db);
  for (const companyId of [fixtures.sakura.id, fixtures.aozora.id]) {
    await settings.writeVersion({
      companyId,
      kind: 'payment',
      data: { paymentGateway: 'SANDBOX' },
      action: 'update',
      updatedBy: null,
      at: new Date(),
    });
  }
}

async function seedFixtures(db: Knex): Promise<Fixtures> {
  const at = new Date().toISOString();
  const sakura = { id: randomUUID(), path: 'sakura' };
  const aozora = { id: randomUUID(), domain: hosts.aozora };
  const company = (id: string, name: string, extra: Record<string, unknown>) => ({
    id,
    name,
    email: null,
    account_type: 'EMAIL',
    max_content: 10,
    max_user: 10,
    status: 'ACTIVE',
    created_at: at,
    updated_at: at,
    ...extra,
  });
  await db('companies').insert([
    company(sakura.id, 'Sakura Library', { domain_type: 'PATH', path: sakura.path, domain: null }),
    company(aozora.id, 'Aozora Books', {
      domain_type: 'FULL_DOMAIN',
      domain: aozora.domain,
      path: null,
    }),
  ]);
  const users: [Who, string | null, number][] = [
    ['system', null, Role.SYSTEM_ADMIN],
    ['sakura', sakura.id, Role.COMPANY_ADMIN],
    ['aozora', aozora.id, Role.COMPANY_ADMIN],
    ['service', sakura.id, Role.SERVICE_ADMIN],
  ];
  for (const [who, companyId, roleLevel] of users) {
    await db('users').insert({
      id: randomUUID(),
      company_id: companyId,
      email: passwords[who].email,
      username: `${who}-admin`,
      full_name: `${who} admin`,
      // A cheap cost keeps the suite fast; production hashes use N = 2^17.
      password_hash: await hashPassword(passwords[who].password, 10),
      role_level: roleLevel,
      lang: 'en',
      status: 0,
      created_at: at,
      updated_at: at,
    });
  }
  return { sakura, aozora };
}
