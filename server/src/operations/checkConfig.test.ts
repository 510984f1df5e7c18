import { describe, expect, it } from 'vitest';
import { checkConfig } from './checkConfig';

const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://library.example.com',
  DATABASE_URL: 'postgres://hondana:db-password@db.internal/hondana',
  DATABASE_APP_URL: 'postgres://hondana_app:app-password@db.internal/hondana',
  BLOB_DRIVER: 's3',
  S3_BUCKET: 'hondana',
  SMTP_URL: 'smtp://mail.internal:587',
  MAIL_FROM: 'Library <library@example.com>',
  ADMIN_HOSTS: 'admin.example.com',
  TRUST_PROXY: '1',
  SANDBOX_WEBHOOK_SECRET: 'webhook-secret',
};

const without = (env: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));

const settingsOf = (env: Record<string, string>, level: 'error' | 'warning') =>
  checkConfig(env)
    .problems.filter((problem) => problem.level === level)
    .map((problem) => problem.setting);

describe('checkConfig', () => {
  it('finds nothing in a complete production setup, and shows no password', () => {
    const report = checkConfig(production);
    expect(report.problems).toEqual([]);
    expect(JSON.stringify(report)).not.toContain('db-password');
    expect(JSON.stringify(report)).not.toContain('app-password');
  });

  it("warns when the server would serve as the tables' owner (no row-level security)", () => {
    expect(settingsOf(without(production, 'DATABASE_APP_URL'), 'warning')).toEqual([
      'DATABASE_APP_URL',
    ]);
    expect(settingsOf({ ...without(production, 'DATABASE_URL') }, 'error')).toEqual([
      'environment',
    ]);
  });

  it('makes each gap of production an error', () => {
    const rest = without(production, 'SMTP_URL', 'ADMIN_HOSTS');
    expect(
      settingsOf({ ...rest, GMO_API_URL: 'http://127.0.0.1:9999', PASSWORD_LOG_N: '10' }, 'error'),
    ).toEqual(['GMO_API_URL', 'SMTP_URL', 'ADMIN_HOSTS', 'PASSWORD_LOG_N']);
  });

  it('reports a server that would not start (production without PUBLIC_URL) as an error', () => {
    const report = checkConfig(without(production, 'PUBLIC_URL'));
    expect(report.summary).toBeNull();
    expect(report.problems).toEqual([
      expect.objectContaining({ level: 'error', message: expect.stringContaining('PUBLIC_URL') }),
    ]);
  });

  it('only warns on a development setup, but a test-only setting is always an error', () => {
    expect(settingsOf({}, 'error')).toEqual([]);
    expect(settingsOf({}, 'warning')).toEqual(
      expect.arrayContaining(['NODE_ENV', 'PUBLIC_URL', 'DATABASE_URL', 'SEED_DEMO', 'SMTP_URL']),
    );
    expect(settingsOf({ SANDBOX_ANSWER_DELAY_MS: '500' }, 'error')).toEqual([
      'SANDBOX_ANSWER_DELAY_MS',
    ]);
  });
});
