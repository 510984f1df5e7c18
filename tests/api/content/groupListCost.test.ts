import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createContent, createGroup } from '../../support/contents';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';

let t: TestApp;
let reader: TestReader;

beforeAll(async () => {
  t = await createTestApp();
  // Caches re-check after a second of the app's clock (public settings): stopped, the two
  // lists compared below run the same statements however slowly the machine answers them.
  t.clock.freeze();
  reader = await createReader(t, t.fixtures.sakura.id);
});
afterAll(() => t.destroy());

/** The statements one home-page group list runs, once its tenant's catalogue is cached. */
async function statementsOfGroupList(): Promise<string[]> {
  const list = () =>
    t
      .anonymous()
      .get('/api/v1/content-group/content-group-list')
      .query({ path: 'sakura' })
      .set('X-Access-Token', reader.token)
      .expect(200);
  await list(); // fills the cache for this catalogue version
  const statements: string[] = [];
  // An id list is one statement whatever its length.
  const onQuery = (query: { sql: string }) =>
    statements.push(query.sql.replace(/in \((\?|\$\d+)(, (\?|\$\d+))*\)/g, 'in (…)'));
  t.db.on('query', onQuery);
  try {
    await list();
  } finally {
    t.db.removeListener('query', onQuery);
  }
  return statements;
}

async function addGroups(count: number) {
  for (let i = 0; i < count; i += 1) {
    const group = await createGroup(t, t.fixtures.sakura.id);
    await createContent(t, t.fixtures.sakura.id, { groupIds: [group.id] });
  }
}

describe('the home page group list', () => {
  it('runs the same statements for 3 groups as for 30 (no query per group)', async () => {
    await addGroups(3);
    const few = await statementsOfGroupList();
    await addGroups(27);
    const many = await statementsOfGroupList();
    const res = await t
      .anonymous()
      .get('/api/v1/content-group/content-group-list')
      .query({ path: 'sakura' })
      .set('X-Access-Token', reader.token)
      .expect(200);
    expect(res.body.data).toHaveLength(30);
    expect(many).toEqual(few);
    // Session, catalogue version, reader version: the answer itself is cached per reader.
    expect(many.length).toBeLessThanOrEqual(3);
  });
});
