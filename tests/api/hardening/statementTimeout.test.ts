import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/src/app';
import { createKnex } from '../../../server/src/db/knex';
import { createLogger } from '../../../server/src/http/logging';
import { createTestApp, testAppConfig } from '../../support/app';
import type { TestApp } from '../../support/app';
import { openToAnonymous } from '../../support/readers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // The search below is anonymous; tenants refuse anonymous search unless an admin opens it.
  await openToAnonymous(t, 'sakura');
});
afterAll(() => t.destroy());

// SQLite has no statement time limit to test: better-sqlite3 cannot interrupt a statement, so
// the bounds on search input (bounds.test.ts) are its guard (docs/decisions.md).
describe.skipIf(process.env.HONDANA_TEST_DIALECT !== 'pg')(
  'PostgreSQL statement time limit',
  () => {
    it('is set on every connection, 5 s by default', async () => {
      const shown = await t.db.raw('show statement_timeout');
      expect(shown.rows[0].statement_timeout).toBe('5s');
    });

    it('a statement past the limit answers the catalogue 503, and the connection serves on', async () => {
      const { connectionString } = t.db.client.config.connection as { connectionString: string };
      const db = createKnex({
        dialect: 'pg',
        connection: connectionString,
        statementTimeoutMs: 200,
      });
      const app = createApp({
        db,
        clock: t.clock,
        config: testAppConfig(t.dataDir),
        logger: createLogger('silent'),
      });
      const search = () =>
        supertest(app)
          .post('/api/v1/content/public/full-text-search?path=sakura')
          .send({ search_key: 'abc' });
      // A lock held by another transaction keeps the search's statement waiting past its limit.
      const lock = await t.db.transaction();
      try {
        await lock.raw('lock table contents in access exclusive mode');
        const res = await search();
        expect(res.status, res.text).toBe(503);
        expect(res.body).toMatchObject({ status: 503, message_key: 'api.error.503' });
        expect(res.headers['retry-after']).toBe('5');
      } finally {
        await lock.rollback();
      }
      await search().expect(200);
      await db.destroy();
    });
  },
);
