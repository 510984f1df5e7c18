import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { createApp, servicesOf } from './app';
import {
  isClusterWorker,
  listenOptions,
  onFirstWorkerListening,
  runPrimary,
  tellPrimaryListening,
} from './http/cluster';
import { ConfigError, linkBaseUrl, loadConfig } from './config';
import type { Config } from './config';
import { createKnex, migrateLatest } from './db/knex';
import type { DatabaseOptions } from './db/knex';
import { grantAppRole, roleOf } from './db/tenantWall';
import { createLogger } from './http/logging';
import { answerClusterScrapes } from './metrics';
import { closeGracefully, createHttpServer } from './http/server';
import { seedDemo, shouldSeedDemo } from './demo/seed';
import { demoSystemAdmin } from './demo/tenants';
import { BOSS_SCHEMA, createJobs, installBossSchema } from './jobs';
import { systemClock } from './clock';
import { DEMO_BOOKS_JOB } from './demo/books';
import { scheduleRenewals } from './renewals';
import { PRUNE_WEBHOOKS_SCHEDULE, scheduleWebhooks } from './webhooks';
import { SWEEP_SCHEDULE } from './viewer';

/** A request or job still running this long after SIGTERM is cut off (exit code 1). */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (!config.publicUrl && !isClusterWorker()) {
    logger.warn(
      `PUBLIC_URL is not set: links in mails (password resets, staff invitations) point at ${linkBaseUrl(config)}. ` +
        "Set PUBLIC_URL to the site's address; with NODE_ENV=production the server refuses to start without it.",
    );
  }
  const database: DatabaseOptions = {
    dialect: config.dialect,
    connection: config.databaseUrl ?? config.sqliteFile,
  };
  // Requests and jobs run as the app's role when there is one; the owner only migrates.
  const connect = () =>
    createKnex({
      ...database,
      connection: config.databaseAppUrl ?? database.connection,
      statementTimeoutMs: config.statementTimeoutMs,
    });
  if (config.workers > 1 && !isClusterWorker()) {
    // Webhooks signed by one worker are checked by whichever worker receives them: without a
    // configured secret, the primary makes one for all of them (forked workers inherit env).
    if (!config.sandboxWebhookSecret) {
      process.env.SANDBOX_WEBHOOK_SECRET = randomBytes(32).toString('hex');
    }
    // The primary serves nothing: it prepares the database once and keeps the workers up, and
    // sums the workers' metrics for the one that a scrape reached (metrics/cluster.ts).
    answerClusterScrapes();
    await runPrimary({
      workers: config.workers,
      logger,
      prepare: async () => {
        const db = connect();
        const hasDemo = await prepareDatabase(db, database, config, logger).finally(() =>
          db.destroy(),
        );
        onFirstWorkerListening(() => announce(config, logger, hasDemo));
      },
    });
    return;
  }

  const db = connect();
  // Workers find the database prepared by their primary.
  const hasDemo = isClusterWorker() ? false : await prepareDatabase(db, database, config, logger);
  const app = createApp({ db, config, logger });
  const { jobs, orders, content, pdfWork, webhooks } = servicesOf(app);
  // Every process may run jobs: a job's record is claimed by one conditional UPDATE
  // (jobs/records.ts), whichever engine delivered it (pg-boss on PostgreSQL, the table on SQLite).
  jobs.start();
  // Renewals are due by the clock, not by a request: pg-boss's schedule on PostgreSQL (one job
  // per slot across processes), each process asking now and then on SQLite.
  const stopRenewals = scheduleRenewals(jobs);
  // Ended viewer tokens are deleted a day later (every open of a book writes one).
  const stopSweep = jobs.schedule(SWEEP_SCHEDULE);
  // Webhook deliveries due now or at their next try (webhooks/schedule.ts).
  const stopWebhooks = scheduleWebhooks(jobs, webhooks.delivery, logger);
  // The delivery log keeps 90 days (webhooks/prune.ts).
  const stopWebhookPrune = jobs.schedule(PRUNE_WEBHOOKS_SCHEDULE);
  // Card payments a killed process left between the gateway's answer and our commit.
  void orders.reconciliation
    .run()
    .catch((err: unknown) => logger.error({ err }, 'payment reconciliation failed'));
  const server: Server = createHttpServer(app).listen(
    listenOptions(config.port, config.host),
    () => {
      if (isClusterWorker()) tellPrimaryListening();
      else announce(config, logger, hasDemo);
    },
  );

  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    logger.info({ signal }, 'shutting down');
    stopRenewals();
    stopSweep();
    stopWebhooks();
    stopWebhookPrune();
    // No job is claimed from now on; the one running finishes (the other instances, or the
    // next start, run the rest: a job's row outlives the process).
    const jobsStopped = jobs.stop();
    // Stop accepting connections, answer the requests in flight, then release the pool.
    closeGracefully(server)
      // Readings written behind (content/favourites/historyWriter.ts) are written first.
      .then(() => content.history.flush())
      .then(() => jobsStopped)
      .then(() => pdfWork.stop())
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** Migrations and the demo seed; true when the demo's admin exists (the welcome lines). */
async function prepareDatabase(
  db: Knex,
  database: DatabaseOptions,
  config: Config,
  logger: Logger,
): Promise<boolean> {
  // Migrations may build indexes over large tables: they run without the statement time limit.
  const migrator = createKnex({ ...database, statementTimeoutMs: 0 });
  const { databaseAppUrl } = config;
  try {
    await migrateLatest(migrator);
    // pg-boss's schema is installed and migrated by the owner too: the app's role only uses it.
    if (config.databaseUrl) await installBossSchema(config.databaseUrl);
    // The app's role gets its rights on tables this migration made (docs/operations.md).
    if (databaseAppUrl) {
      await grantAppRole(migrator, roleOf(databaseAppUrl), { engineSchemas: [BOSS_SCHEMA] });
    }
  } finally {
    await migrator.destroy();
  }
  if (await shouldSeedDemo(db, config)) {
    await seedDemo(db, { withLivingLibrary: true });
    // The books are made after start-up by a job (the PDF checks and text extraction run in
    // the work process), so the first start serves at once and a cluster's worker takes it.
    const jobs = createJobs({ db, clock: systemClock, log: logger });
    await jobs.enqueue({ type: DEMO_BOOKS_JOB, companyId: null }).finally(() => jobs.stop());
    logger.info('demo data seeded');
  }
  return Boolean(await db('users').where({ email: demoSystemAdmin.email }).first('id'));
}

function announce(config: Config, logger: Logger, hasDemo: boolean) {
  const base = `http://localhost:${config.port}`;
  logger.info(
    {
      database: config.dialect === 'pg' ? 'postgresql' : config.sqliteFile,
      processes: config.workers,
    },
    `Hondana is listening on ${base}`,
  );
  if (hasDemo) printWelcome(base, config.port);
}

function printWelcome(base: string, port: number) {
  const lines = [
    '',
    `  Admin console   ${base}/admin/   (admin@hondana.example / hondana-admin)`,
    `  Path tenant     ${base}/sakura/   (admin@sakura.example / sakura-admin)`,
    `  Domain tenant   http://aozora.localhost:${port}/   (admin@aozora.example / aozora-admin)`,
    `  Readers         reader@sakura.example / sakura-reader, reader@aozora.example / aozora-reader`,
    `  Subscribers     reader01@sakura.example … reader24@aozora.example / demo-reader`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  const reason = err instanceof ConfigError ? err.message : ((err as Error)?.stack ?? String(err));
  process.stderr.write(`Hondana failed to start: ${reason}\n`);
  process.exit(1);
});
