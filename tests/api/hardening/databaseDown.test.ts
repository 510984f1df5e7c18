import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/src/app';
import { createKnex } from '../../../server/src/db/knex';
import { createLogger } from '../../../server/src/http/logging';
import { testAppConfig } from '../../support/app';

// A PostgreSQL that is down: nothing listens on port 1, so every connection is refused. The
// app is built as in production; it needs no database until its first query.
const db = createKnex({
  dialect: 'pg',
  connection: 'postgres://postgres@127.0.0.1:1/hondana',
  acquireTimeoutMs: 300,
});
const dataDir = mkdtempSync(join(tmpdir(), 'hondana-down-'));
const app = createApp({ db, config: testAppConfig(dataDir), logger: createLogger('silent') });

afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the database is unreachable', () => {
  it.each([
    ['a reader page', '/api/v1/service-admin/public/view-settings?path=sakura'],
    // With a session token to look up: a call without one is refused before any query.
    ['a console list', '/api/admin/users'],
  ])('%s answers the catalogue 503 with Retry-After, not a 500', async (_name, url) => {
    const res = await supertest(app).get(url).set('X-Access-Token', 'a'.repeat(43));
    expect(res.status, res.text).toBe(503);
    expect(res.body).toMatchObject({ status: 503, message_key: 'api.error.503' });
    expect(res.headers['retry-after']).toBe('5');
  });
});
