import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { findProjectRoot } from '../../../server/src/paths';
import type { TestApp } from '../../support/app';
import { freePort } from '../../support/nginx';
import { S3RVER_KEY, startS3rver } from '../../support/s3rver';

/** One server process (the real entry point, server/src/main.ts) on 127.0.0.1:`port`. */
export interface Instance {
  port: number;
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** The S3 double (s3rver) with one bucket, and the environment naming it to an instance. */
export async function startS3Double() {
  const s3 = await startS3rver('hondana-scale-out');
  const env = {
    BLOB_DRIVER: 's3',
    S3_BUCKET: 'hondana-scale-out',
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
  };
  return { env, stop: s3.stop };
}

/** The test app's PostgreSQL database: the owner's URL to migrate, the app role's to serve. */
export function databaseEnvOf(t: TestApp): { DATABASE_URL: string; DATABASE_APP_URL: string } {
  // As in production: the owner migrates, the app serves as its non-owner role (row-level
  // security, docs/operations.md).
  return { DATABASE_URL: urlOf(t.owner), DATABASE_APP_URL: urlOf(t.db) };
}

function urlOf(db: Knex): string {
  const connection = (db.client.config as Knex.Config).connection;
  return typeof connection === 'string'
    ? connection
    : (connection as { connectionString: string }).connectionString;
}

/**
 * Starts an instance with `env` (the shared database, bucket and webhook secret) and resolves
 * once it answers `/healthz`. Each has its own data folder: nothing on its disk is shared.
 */
export async function startInstance(env: Record<string, string>, port?: number): Promise<Instance> {
  const listenPort = port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'hondana-instance-'));
  const child = spawn(process.execPath, serverEntry(), {
    cwd: findProjectRoot(),
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: process.env.SCALE_OUT_LOG ?? 'silent',
      SEED_DEMO: 'false',
      PASSWORD_LOG_N: '10',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit').then(([code]) => {
    rmSync(dataDir, { recursive: true, force: true });
    return code as number | null;
  });
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the instance on ${listenPort} exited`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { port: listenPort, url, child, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the instance on ${listenPort} did not start`);
}

/**
 * The built server (server/dist/main.js) when it is newer than every source it is built from,
 * as in `npm test`, whose checks build it first; otherwise the sources through tsx, which
 * costs each start several seconds of compiling.
 */
function serverEntry(): string[] {
  const root = findProjectRoot();
  const built = join(root, 'server/dist/main.js');
  // The folders scripts/stale.mjs rebuilds the server for.
  const sources = ['server', 'schemas', 'migrations'].map((dir) => join(root, dir));
  if (existsSync(built) && Math.max(...sources.map(newestMtime)) < statSync(built).mtimeMs) {
    return [built];
  }
  return ['--import', 'tsx', 'server/src/main.ts'];
}

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(path)
      .filter((entry) => !['node_modules', 'dist', 'dist-ssr'].includes(entry))
      .map((entry) => newestMtime(join(path, entry))),
  );
}

/** Polls `check` every 50 ms until it holds; throws after `ms`. */
export async function until(check: () => Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}
