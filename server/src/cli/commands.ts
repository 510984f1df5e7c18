import type { JobStatus } from '../jobs';
import { checkConfig } from '../operations/checkConfig';
import { JOB_STATUSES } from '../operations/jobs';
import { systemClock } from '../clock';
import type { Runtime } from './runtime';
import { CommandFailed, UsageError } from './usage';

export type Options = Record<string, string | boolean | undefined>;

export interface Command {
  /** The options it takes (besides --help); any other is a usage error. */
  options: string[];
  /** How many positional arguments follow the command's words. */
  positionals?: number;
  /**
   * Runs and answers the lines to print. `runtime` loads the server's services and connects
   * only when called, so the commands that need neither start at once.
   */
  run(runtime: () => Promise<Runtime>, options: Options, positionals: string[]): Promise<string[]>;
}

function required(options: Options, name: string): string {
  const value = options[name];
  if (typeof value !== 'string' || !value.trim()) throw new UsageError(`--${name} is required.`);
  return value.trim();
}

/** The operations domain, loaded with the services it works through. */
const operations = () => import('../operations');

async function tenants(runtime: () => Promise<Runtime>) {
  const { db, companies, staff, onboarding } = (await runtime()).services();
  return (await operations()).createTenantOperations({ db, companies, staff, onboarding });
}

async function jobOperations(runtime: () => Promise<Runtime>) {
  return (await operations()).createJobOperations((await runtime()).services());
}

/** The commands by their words (`jobs list`). */
export const commands: Record<string, Command> = {
  migrate: {
    options: [],
    async run(runtime) {
      const { db: connect, config } = await runtime();
      const db = connect();
      const { migrateLatest } = await import('../db/knex');
      const { grantAppRole, roleOf } = await import('../db/tenantWall');
      await migrateLatest(db);
      // As the server's start does: pg-boss's schema, then the app's role's rights on it all.
      const { BOSS_SCHEMA, installBossSchema } = await import('../jobs/boss');
      if (config.databaseUrl) await installBossSchema(config.databaseUrl);
      if (config.databaseAppUrl) {
        await grantAppRole(db, roleOf(config.databaseAppUrl), { engineSchemas: [BOSS_SCHEMA] });
      }
      const last = await db('knex_migrations').orderBy('id', 'desc').first('name');
      return [`Migrated: ${last?.name ?? 'no migrations'}`];
    },
  },

  'tenant create': {
    options: ['name', 'path', 'domain', 'email'],
    async run(runtime, options) {
      const name = required(options, 'name');
      if (Boolean(options.path) === Boolean(options.domain)) {
        throw new UsageError('Give either --path or --domain.');
      }
      const ops = await tenants(runtime);
      const { company, checklist } = await ops.createTenant({
        name,
        path: options.path as string | undefined,
        domain: options.domain as string | undefined,
        email: options.email as string | undefined,
      });
      const todo = checklist.steps.filter((step) => !step.isDone).map((step) => step.step);
      return [
        `Created tenant ${company.id} "${company.name}" (${company.domain ?? `/${company.path}`})`,
        `Still to set up: ${todo.join(', ') || 'nothing'}`,
      ];
    },
  },

  'admin invite': {
    options: ['tenant', 'email', 'full-name'],
    async run(runtime, options) {
      const ops = await tenants(runtime);
      const member = await ops.inviteAdmin({
        tenantRef: required(options, 'tenant'),
        email: required(options, 'email'),
        fullName: options['full-name'] as string | undefined,
      });
      return [`Invited ${member.email} (${member.id}); the invitation was mailed.`];
    },
  },

  'admin reset': {
    options: ['email'],
    async run(runtime, options) {
      const ops = await tenants(runtime);
      const member = await ops.resetAdmin({ email: required(options, 'email') });
      return [`Mailed ${member.email} a link to choose a new password.`];
    },
  },

  'jobs list': {
    options: ['status', 'limit'],
    async run(runtime, options) {
      const status = options.status as JobStatus | undefined;
      if (status && !JOB_STATUSES.includes(status)) {
        throw new UsageError(`--status is one of ${JOB_STATUSES.join(', ')}.`);
      }
      const limit = options.limit === undefined ? 50 : Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1)
        throw new UsageError('--limit is a positive integer.');
      const ops = await jobOperations(runtime);
      const jobs = await ops.list({ status, limit });
      return jobs.map((job) =>
        [job.id, job.status, job.type, job.companyId ?? '-', job.createdAt, job.error ?? ''].join(
          '\t',
        ),
      );
    },
  },

  'jobs retry': {
    options: [],
    positionals: 1,
    async run(runtime, _options, [id]) {
      const ops = await jobOperations(runtime);
      const job = await ops.retry(id);
      return [`Queued ${job.id} (${job.type}) again.`];
    },
  },

  backup: {
    options: ['out'],
    async run(runtime, options) {
      const { database, services, version } = await runtime();
      const ops = await operations();
      const manifest = await ops.backup(
        { database, store: services().store, version, clock: systemClock },
        { out: required(options, 'out') },
      );
      return [
        `Backed up ${manifest.tables.companies ?? 0} tenants and ${manifest.blobs.length} files ` +
          `(${manifest.dialect}, migration ${manifest.migration ?? 'none'}) to ${options.out}`,
      ];
    },
  },

  restore: {
    options: ['from', 'force'],
    async run(runtime, options) {
      const { database, services } = await runtime();
      const ops = await operations();
      const { manifest, migration } = await ops.restore(
        { database, store: services().store },
        { from: required(options, 'from'), force: options.force === true },
      );
      return [
        `Restored ${manifest.tables.companies ?? 0} tenants and ${manifest.blobs.length} files ` +
          `from ${manifest.createdAt}; migrated to ${migration ?? 'none'}`,
      ];
    },
  },

  'check-config': {
    options: ['json'],
    async run(_runtime, options) {
      const report = checkConfig(process.env);
      const lines = options.json
        ? [JSON.stringify(report, null, 2)]
        : [
            ...Object.entries(report.summary ?? {}).map(([key, value]) => `${key}: ${value}`),
            ...report.problems.map((p) => `${p.level.toUpperCase()} ${p.setting}: ${p.message}`),
            report.problems.length ? '' : 'No problems found.',
          ];
      if (report.problems.some((p) => p.level === 'error')) throw new CommandFailed(lines);
      return lines;
    },
  },
};

/** Options whose value is a flag, not a string. */
export const FLAGS = new Set(['force', 'json', 'help']);
