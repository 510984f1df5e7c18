import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createContent, createGroup } from '../../support/contents';
import { saveSettings } from '../search/fixtures';
import { cardToken, confirmOrder, openOrder, sakuraReader } from '../subscriptions/support';

/**
 * Issue 32: the reader's list answers (search, a group's page, all contents) carry the plan
 * marks the detail answer carries, so a card can hide SUBSCRIBE on a held book and offer the
 * plans instead of a refused VIEW; read in one statement per page, not one per content.
 */
let t: TestApp;
let planGroup: string;
let freeGroup: string;
let planId: string;
const books: { plan: string[]; free: string[] } = { plan: [], free: [] };

type Reader = Awaited<ReturnType<typeof sakuraReader>>;
interface Item {
  id: string;
  is_subscription_plan: boolean;
  is_registered: boolean;
}

beforeAll(async () => {
  t = await createTestApp();
  const sakura = t.fixtures.sakura.id;
  planGroup = (await createGroup(t, sakura, { name: 'Plan shelf' })).id;
  freeGroup = (await createGroup(t, sakura, { name: 'Free shelf' })).id;
  for (let i = 0; i < 6; i++) {
    books.plan.push(
      (await createContent(t, sakura, { title: `Marked ${i}`, groupIds: [planGroup] })).id,
    );
  }
  for (let i = 0; i < 6; i++) {
    books.free.push(
      (await createContent(t, sakura, { title: `Marked free ${i}`, groupIds: [freeGroup] })).id,
    );
  }
  const admin = await t.login('sakura');
  const plan = await admin
    .post('/api/admin/plans')
    .send({
      name: 'Marks monthly',
      price: 800,
      duration: 1,
      durationType: 'MONTH',
      contentGroupIds: [planGroup],
      isPublished: true,
    })
    .expect(201);
  planId = (plan.body as { id: string }).id;
  // Visitors may browse (loginRequire 2: no sign-in needed), so the public lists answer.
  await saveSettings(t, 'sakura', 'company', { loginRequire: 2 });
});
afterAll(() => t.destroy());

const search = (reader: Reader | null, size = 20) => {
  const body = { search_requests: [{ search_box_id: 'keyword', value: 'Marked' }] };
  if (reader) return reader.v1('post', `/content/search?size=${size}`).send(body);
  return t.anonymous().post(`/api/v1/content/public/search?path=sakura&size=${size}`).send(body);
};
const groupPage = (reader: Reader | null, groupId: string) =>
  reader
    ? reader.v1('get', `/content/page?content_group_id=${groupId}&size=20`)
    : t
        .anonymous()
        .get(`/api/v1/content/public/page?path=sakura&content_group_id=${groupId}&size=20`);

/** id → [is_subscription_plan, is_registered] of a list answer. */
function marksOf(body: { data: { content: Item[] } }) {
  return new Map(
    body.data.content.map((item) => [item.id, [item.is_subscription_plan, item.is_registered]]),
  );
}

describe('plan marks in list answers', () => {
  it('marks plan books for a visitor, never registered', async () => {
    const marks = marksOf((await search(null).expect(200)).body);
    expect(marks.size).toBe(12);
    for (const id of books.plan) expect(marks.get(id)).toEqual([true, false]);
    for (const id of books.free) expect(marks.get(id)).toEqual([false, false]);
    const page = marksOf((await groupPage(null, planGroup).expect(200)).body);
    expect([...page.values()]).toEqual(books.plan.map(() => [true, false]));
  });

  it('registers a reader for free books, and for plan books once the plan is held', async () => {
    const reader = await sakuraReader(t);
    let marks = marksOf((await search(reader).expect(200)).body);
    for (const id of books.plan) expect(marks.get(id)).toEqual([true, false]);
    for (const id of books.free) expect(marks.get(id)).toEqual([false, true]);

    const orderId = await openOrder(reader, planId);
    // An order opened but not paid holds nothing.
    marks = marksOf((await search(reader).expect(200)).body);
    expect(marks.get(books.plan[0])).toEqual([true, false]);
    await confirmOrder(reader, orderId, { token: await cardToken(t) }).expect(200);

    marks = marksOf((await search(reader).expect(200)).body);
    for (const id of books.plan) expect(marks.get(id)).toEqual([true, true]);
    const page = marksOf((await groupPage(reader, planGroup).expect(200)).body);
    expect([...page.values()]).toEqual(books.plan.map(() => [true, true]));
    // Another reader holds nothing.
    const other = await sakuraReader(t);
    const theirs = marksOf((await groupPage(other, planGroup).expect(200)).body);
    expect([...theirs.values()]).toEqual(books.plan.map(() => [true, false]));
  });

  it('reads the marks in one statement per page, whatever its length', async () => {
    const reader = await sakuraReader(t);
    const statementsOf = async (size: number) => {
      const planStatements: string[] = [];
      const onQuery = (query: { sql: string }) => {
        if (query.sql.includes('subscription_plan_groups')) planStatements.push(query.sql);
      };
      t.db.on('query', onQuery);
      try {
        await search(reader, size).expect(200);
      } finally {
        t.db.removeListener('query', onQuery);
      }
      return planStatements.length;
    };
    expect(await statementsOf(2)).toBe(1);
    expect(await statementsOf(12)).toBe(1);
  });
});
