// Issue 34, item 6: the built operator CLI (server/dist/cli.js) run as the operator runs it,
// against a test app's database.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from '../../../server/src/paths';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { locationOf } from './support';

const root = findProjectRoot();
const cli = join(root, 'server', 'dist', 'cli.js');

let t: TestApp;

beforeAll(async () => {
  // The suite builds the server before the API tests; a lone run builds it here.
  if (!existsSync(cli)) execFileSync(process.execPath, [join(root, 'server', 'build.mjs')]);
  t = await createTestApp();
});
afterAll(() => t.destroy());

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `hondana …` with only the given environment (nothing of this process's own settings). */
function hondana(args: string[], env: Record<string, string> = appEnv()): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cli, ...args],
      { cwd: root, env: { PATH: process.env.PATH ?? '', ...env } },
      (err, stdout, stderr) => {
        const code = err ? Number((err as { code?: number }).code ?? 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** The environment of a server on the test app's database and data folder. */
function appEnv(): Record<string, string> {
  const { dialect, connection } = locationOf(t);
  return {
    ...(dialect === 'pg' ? { DATABASE_URL: connection } : { SQLITE_FILE: connection }),
    DATA_DIR: t.dataDir,
    SEED_DEMO: 'false',
  };
}

describe('hondana CLI', () => {
  it('answers a usage error with exit code 2 and the usage, and --help with 0', async () => {
    const missing = await hondana(['tenant', 'create', '--name', 'No address']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Give either --path or --domain.');
    expect(missing.stderr).toContain('Usage: hondana');
    expect((await hondana(['jobs', 'list', '--colour', 'red'])).code).toBe(2);
    expect((await hondana(['frobnicate'])).code).toBe(2);
    const help = await hondana(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('restore --from DIR');
  });

  it('check-config fails a production setup without PUBLIC_URL, passes a complete one, shows no secret', async () => {
    const bare = await hondana(['check-config'], { NODE_ENV: 'production' });
    expect(bare.code).toBe(1);
    expect(bare.stdout).toContain('PUBLIC_URL must be set');

    const complete = await hondana(['check-config', '--json'], {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://library.example.com',
      DATABASE_URL: 'postgres://hondana:db-password@db.internal/hondana',
      DATABASE_APP_URL: 'postgres://hondana_app:app-password@db.internal/hondana',
      BLOB_DRIVER: 's3',
      S3_BUCKET: 'hondana',
      S3_SECRET_ACCESS_KEY: 's3-secret',
      SMTP_URL: 'smtp://mailer:smtp-password@mail.internal:587',
      MAIL_FROM: 'Library <library@example.com>',
      ADMIN_HOSTS: 'admin.example.com',
      TRUST_PROXY: '1',
      SANDBOX_WEBHOOK_SECRET: 'webhook-secret',
    });
    expect(complete.code, complete.stdout).toBe(0);
    const report = JSON.parse(complete.stdout);
    expect(report.problems).toEqual([]);
    expect(report.summary).toMatchObject({ production: true, blobs: 's3://hondana' });
    const secrets = ['db-password', 'app-password', 's3-secret', 'smtp-password', 'webhook-secret'];
    for (const secret of secrets) {
      expect(complete.stdout).not.toContain(secret);
    }
  });

  it('jobs list shows a failed job and jobs retry queues it again', async () => {
    const job = await t.jobs.enqueue({ type: 'ops-test', companyId: null });
    await t.db('jobs').where({ id: job.id }).update({ status: 'failed', error: 'It broke.' });

    const list = await hondana(['jobs', 'list', '--status', 'failed']);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toContain(`${job.id}\tfailed\tops-test`);
    expect(list.stdout).toContain('It broke.');

    const retry = await hondana(['jobs', 'retry', job.id]);
    expect(retry.code, retry.stderr).toBe(0);
    expect(await t.db('jobs').where({ id: job.id }).first('status', 'error')).toEqual({
      status: 'queued',
      error: null,
    });
    const again = await hondana(['jobs', 'retry', job.id]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('No failed job');
  });

  it('tenant create makes a tenant the admin API lists; a taken path fails with exit code 1', async () => {
    const created = await hondana([
      'tenant',
      'create',
      '--name',
      'Kaede Library',
      '--path',
      'kaede',
    ]);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('Still to set up: brand');

    const system = await t.login('system');
    const res = await system.get('/api/admin/companies').expect(200);
    expect(res.body).toContainEqual(
      expect.objectContaining({ name: 'Kaede Library', domainType: 'PATH', path: 'kaede' }),
    );

    const taken = await hondana(['tenant', 'create', '--name', 'Again', '--path', 'kaede']);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('This path is already used.');
  });
});
