import type { Knex } from 'knex';
import { createBossQueue } from './boss';
import type { BossQueueDeps } from './boss';
import { createJobQueue } from './queue';
import type { JobQueueDeps } from './queue';
import type { JobQueue } from './types';

export { createJobQueue } from './queue';
export { BOSS_SCHEMA, createBossQueue, deadLetterOf, installBossSchema } from './boss';
export type {
  EnqueueInput,
  EnqueueOptions,
  Job,
  JobContext,
  JobHandler,
  JobLog,
  JobPolicy,
  JobQueue,
  JobStatus,
  RecurringJob,
} from './types';
export { queueOnce, SCHEDULE_TIME_ZONE } from './recurring';

/**
 * The job engine of a database: pg-boss on PostgreSQL, the `jobs` table queue on SQLite. Both
 * keep the `jobs` table as the record the console, the CLI and the metrics read.
 */
export function createJobs(
  deps: JobQueueDeps & Pick<BossQueueDeps, 'pollingSeconds' | 'bossClock'>,
): JobQueue {
  const connectionString = postgresConnection(deps.db);
  return connectionString ? createBossQueue({ ...deps, connectionString }) : createJobQueue(deps);
}

/** The connection string of a PostgreSQL knex (db/knex.ts), null for SQLite. */
function postgresConnection(db: Knex): string | null {
  const { client, connection } = db.client.config as Knex.Config;
  if (client !== 'pg') return null;
  if (typeof connection === 'string') return connection;
  return (connection as { connectionString?: string } | undefined)?.connectionString ?? null;
}
