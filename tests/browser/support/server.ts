import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { createApp, servicesOf } from '../../../server/src/app';
import type { Clock } from '../../../server/src/clock';
import type { AppConfig } from '../../../server/src/config';
import { loadConfig } from '../../../server/src/config';
import { seedDemo } from '../../../server/src/demo/seed';
import { createLogger } from '../../../server/src/http/logging';
import { createTestDb } from '../../support/db';

export interface DemoServer {
  /** http://localhost:PORT */
  base: string;
  port: number;
  /** The app's data folder: mails land in its `outbox`. */
  dataDir: string;
  /** The app's database and services, for a test that checks what the pages led to. */
  db: Knex;
  services: ReturnType<typeof servicesOf>;
  stop(): Promise<void>;
}

/**
 * The real app on its own database, seeded with the demo tenants, on a free port. `overrides`
 * replaces parts of the app configuration (e.g. `oidcIssuers` pointing at a local provider);
 * `clock` the app's clock (a test that moves time to the renewals' dates).
 */
export async function startDemoServer(
  overrides: Partial<AppConfig> = {},
  { clock }: { clock?: Clock } = {},
): Promise<DemoServer> {
  const testDb = await createTestDb();
  // Cheap password hashing keeps start-up fast; the demo credentials stay the same.
  await seedDemo(testDb.knex, { logN: 10 });
  const dataDir = mkdtempSync(join(tmpdir(), 'hondana-browser-'));
  const defaults = loadConfig({});
  // Mails stay with this server (not in the working copy's ./data/outbox).
  const mail = { ...defaults.mail, outboxDir: join(dataDir, 'outbox') };
  // The port first: links in mails (no PUBLIC_URL here) point at this server's own port.
  const server = createServer();
  // The tests' fetch reuses idle sockets: on a loaded worker the server's 5 s keep-alive timer
  // closed one as a POST went out on it (ECONNRESET, not retried: a full run's fidelity test).
  // A test server outlives no idle client, so it keeps them.
  server.keepAliveTimeout = 600_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const config = {
    ...defaults,
    logLevel: 'silent',
    dataDir,
    mail,
    passwordLogN: 10,
    port,
    ...overrides,
  };
  const app = createApp({ db: testDb.knex, config, clock, logger: createLogger('silent') });
  server.on('request', app);
  const services = servicesOf(app);
  const { jobs, pdfWork } = services;
  jobs.start();
  return {
    base: `http://localhost:${port}`,
    port,
    dataDir,
    db: testDb.knex,
    services,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await jobs.stop();
      pdfWork.stop();
      await testDb.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
