import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../support/db';

describe('content tables', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('exist after the migrations with the contract columns', async () => {
    for (const table of [
      'contents',
      'content_groups',
      'content_group_items',
      'favourites',
      'reading_history',
      'trending',
      'content_texts',
    ]) {
      expect(await db.knex.schema.hasTable(table)).toBe(true);
    }
    expect(await db.knex.schema.hasColumn('contents', 'text_status')).toBe(true);
    expect(await db.knex.schema.hasColumn('content_groups', 'ref_code')).toBe(true);
  });
});
