import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import knexFactory from 'knex';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { createApp, servicesOf } from '../../../server/src/app';
import type { AppConfig } from '../../../server/src/app';
import { createLogger } from '../../../server/src/http/logging';
import { testAppConfig } from '../../support/app';
import type { TestApp } from '../../support/app';

/**
 * Another app on its own connection pool to the test database (as a second server process
 * has), listening on a real port so that requests reach it concurrently over sockets.
 */
export async function listeningInstance(
  t: TestApp,
  {
    // ORDERS_LOG=error shows the instances' errors when a race test fails.
    logger = createLogger(process.env.ORDERS_LOG ?? 'silent'),
    config = {},
  }: { logger?: Logger; config?: Partial<AppConfig> } = {},
) {
  const db = knexFactory({ ...(t.db.client.config as Knex.Config) });
  const app = createApp({
    db,
    clock: t.clock,
    config: { ...testAppConfig(t.dataDir), ...config },
    logger,
  });
  const server = createServer(app);
  // Room for every connection of a burst at once.
  server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    services: servicesOf(app),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await servicesOf(app).jobs.stop();
      await db.destroy();
    },
  };
}

/** `POST /api/v1/veritrans/confirm-order` over HTTP to `baseUrl`, as the reader's page sends it. */
export async function confirmOver(
  baseUrl: string,
  token: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}/api/v1/veritrans/confirm-order?path=sakura`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * Every row of every table, as text (both dialects). Pass the owner (`t.owner`): the app's
 * role may not read the migrations' lock table.
 */
export async function dumpDatabase(db: Knex): Promise<Record<string, string>> {
  const tables: string[] =
    db.client.config.client === 'pg'
      ? (await db.raw(`select tablename from pg_tables where schemaname = 'public'`)).rows.map(
          (row: { tablename: string }) => row.tablename,
        )
      : (await db.raw(`select name from sqlite_master where type = 'table'`)).map(
          (row: { name: string }) => row.name,
        );
  const dump: Record<string, string> = {};
  for (const table of tables) dump[table] = JSON.stringify(await db(table).select('*'));
  return dump;
}
