import type { Server } from 'node:http';
import { createApp, servicesOf } from './app';
import { loadConfig } from './config';
import { createKnex, migrateLatest } from './db/knex';
import { createLogger } from './http/logging';
import { createHttpServer } from './http/server';
import { seedDemo, shouldSeedDemo } from './demo/seed';
import { demoSystemAdmin } from './demo/tenants';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = {
    dialect: config.dialect,
    connection: config.databaseUrl ?? config.sqliteFile,
  };
  // Migrations may build indexes over large tables: they run without the statement time limit.
  const migrator = createKnex({ ...database, statementTimeoutMs: 0 });
  await migrateLatest(migrator).finally(() => migrator.destroy());
  const db = createKnex({ ...database, statementTimeoutMs: config.statementTimeoutMs });
  if (await shouldSeedDemo(db, config)) {
    await seedDemo(db);
    logger.info('demo data seeded');
  }

  const hasDemo = Boolean(await db('users').where({ email: demoSystemAdmin.email }).first('id'));
  const app = createApp({ db, config, logger });
  const { jobs } = servicesOf(app);
  jobs.start();
  const server: Server = createHttpServer(app).listen(config.port, config.host, () => {
    const base = `http://localhost:${config.port}`;
    logger.info(
      { database: config.dialect === 'pg' ? 'postgresql' : config.sqliteFile },
      `Hondana is listening on ${base}`,
    );
    if (hasDemo) printWelcome(base, config.port);
  });

  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    logger.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, then release the pool.
    server.close(() => {
      void jobs
        .stop()
        .then(() => db.destroy())
        .then(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

function printWelcome(base: string, port: number) {
  const lines = [
    '',
    `  Admin console   ${base}/admin/   (admin@hondana.example / hondana-admin)`,
    `  Path tenant     ${base}/sakura/   (admin@sakura.example / sakura-admin)`,
    `  Domain tenant   http://aozora.localhost:${port}/   (admin@aozora.example / aozora-admin)`,
    `  Readers         reader@sakura.example / sakura-reader, reader@aozora.example / aozora-reader`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`Hondana failed to start: ${(err as Error)?.stack ?? String(err)}\n`);
  process.exit(1);
});
