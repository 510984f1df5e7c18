import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../server/src/demo/seed';
import { createTestDb } from '../../support/db';
import type { TestDb } from '../../support/db';

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  await seedDemo(db.knex, { logN: 10 });
});
afterAll(() => db.destroy());

describe('demo contents', () => {
  it('gives both demo tenants 40 classics in three groups plus the special groups', async () => {
    const companies = await db.knex('companies').select('id');
    expect(companies).toHaveLength(2);
    for (const { id } of companies) {
      const contents = await db.knex('contents').where({ company_id: id });
      expect(contents).toHaveLength(40);
      expect(contents.some((c) => c.title === '吾輩は猫である')).toBe(true);
      expect(contents.some((c) => c.title === 'Pride and Prejudice')).toBe(true);
      const groups = await db.knex('content_groups').where({ company_id: id }).orderBy('ordinal');
      expect(groups.map((g) => Number(g.type))).toEqual([2, 3, 4, 5, 6, 1, 1, 1]);
      const items = await db.knex('content_group_items').where({ company_id: id });
      expect(items).toHaveLength(40);
    }
  });
});
