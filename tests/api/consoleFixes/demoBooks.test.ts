import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, servicesOf } from '../../../server/src/app';
import { loadConfig } from '../../../server/src/config';
import { DEMO_BOOKS_JOB } from '../../../server/src/demo/books';
import { seedDemo } from '../../../server/src/demo/seed';
import { createLogger } from '../../../server/src/http/logging';
import { createTestDb, type TestDb } from '../../support/db';

// `npm start`'s demo books: the seed queues a job that gives every demo title a generated PDF
// through the console's own upload path, so a demo reader can open what the shelves show.
let db: TestDb;
let dataDir: string;
let services: ReturnType<typeof servicesOf>;

beforeAll(async () => {
  db = await createTestDb();
  await seedDemo(db.knex, { logN: 10 });
  dataDir = mkdtempSync(join(tmpdir(), 'hondana-demo-books-'));
  const config = { ...loadConfig({}), dataDir, logLevel: 'silent' as const };
  const app = createApp({ db: db.knex, config, logger: createLogger('silent') });
  services = servicesOf(app);
});

afterAll(async () => {
  await services.jobs.stop();
  services.pdfWork.stop();
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo books', () => {
  it('gives every demo title a readable PDF whose text is extracted', async () => {
    const bare = await db.knex('contents').whereNull('file_key').count({ n: '*' }).first();
    expect(Number(bare?.n)).toBeGreaterThan(10);
    await services.jobs.enqueue({ type: DEMO_BOOKS_JOB, companyId: null });
    // The books job, then the text extraction each upload queued.
    await services.jobs.drain();
    await services.jobs.drain();
    const rows = await db.knex('contents').select('title', 'file_key', 'text_status');
    expect(rows.filter((row) => !row.file_key)).toEqual([]);
    expect(rows.every((row) => row.text_status === 'DONE')).toBe(true);
    // The extracted text holds the title page (Japanese titles included) and the book's pages.
    const texts = await db
      .knex('content_texts as t')
      .join('contents as c', 'c.id', 't.content_id')
      .select('c.title', 't.text');
    const ginga = texts.filter((row) => row.title === '銀河鉄道の夜').map((row) => row.text);
    expect(ginga.join(' ')).toContain('銀河鉄道の夜');
    expect(ginga.join(' ')).toContain('This demo book stands in for a licensed title.');

    // Run again (a job retried after a crash), it attaches nothing twice.
    await services.jobs.enqueue({ type: DEMO_BOOKS_JOB, companyId: null });
    await services.jobs.drain();
    const again = await db.knex('contents').select('file_key');
    expect(again.map((row) => row.file_key).sort()).toEqual(rows.map((row) => row.file_key).sort());
  });
});
