import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createContent, createGroup } from '../../support/contents';
import { saveSettings } from '../search/fixtures';

/**
 * Issue 33: a tenant's lists skip the plan-marks statement while no plan opens any of its
 * groups, a fact kept per catalogue version. A plan gaining or losing a group must bump that
 * version (migration 20261229100000), or a cached "no plan" would hide the marks.
 */
let t: TestApp;
let group: string;
let elsewhere: string;
let book: string;

beforeAll(async () => {
  t = await createTestApp();
  const sakura = t.fixtures.sakura.id;
  group = (await createGroup(t, sakura, { name: 'Soon in a plan' })).id;
  elsewhere = (await createGroup(t, sakura, { name: 'Another plan shelf' })).id;
  book = (await createContent(t, sakura, { title: 'Versioned mark', groupIds: [group] })).id;
  await saveSettings(t, 'sakura', 'company', { loginRequire: 2 });
});
afterAll(() => t.destroy());

/** [is_subscription_plan, is_registered] of the book in a visitor's search and group page. */
async function marks() {
  const body = { search_requests: [{ search_box_id: 'keyword', value: 'Versioned' }] };
  const searched = await t
    .anonymous()
    .post('/api/v1/content/public/search?path=sakura')
    .send(body)
    .expect(200);
  const paged = await t
    .anonymous()
    .get(`/api/v1/content/public/page?path=sakura&content_group_id=${group}`)
    .expect(200);
  const of = (res: typeof searched) => {
    const item = (res.body.data.content as Record<string, unknown>[]).find((i) => i.id === book);
    return [item?.is_subscription_plan, item?.is_registered];
  };
  return { search: of(searched), page: of(paged) };
}

describe('plan marks of a tenant that had no plan', () => {
  it('follow a plan taking the group and moving to another, at once', async () => {
    const none = { search: [false, false], page: [false, false] };
    expect(await marks()).toEqual(none);
    expect(await marks()).toEqual(none);

    const admin = await t.login('sakura');
    const fields = {
      name: 'Versioned monthly',
      price: 500,
      duration: 1,
      durationType: 'MONTH',
      isPublished: true,
    };
    const plan = await admin
      .post('/api/admin/plans')
      .send({ ...fields, contentGroupIds: [group] })
      .expect(201);
    expect(await marks()).toEqual({ search: [true, false], page: [true, false] });

    // A plan opens at least one group: it moves to another shelf.
    await admin
      .put(`/api/admin/plans/${(plan.body as { id: string }).id}`)
      .send({ ...fields, contentGroupIds: [elsewhere] })
      .expect(200);
    expect(await marks()).toEqual(none);
  });
});
