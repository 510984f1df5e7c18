import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents, createContent, createGroup } from '../../support/contents';
import { createReader, openToAnonymous } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { GroupType } from '../../../server/src/content/groupTypes';

let t: TestApp;
let reader: TestReader;
let sakura: string;

beforeAll(async () => {
  t = await createTestApp();
  sakura = t.fixtures.sakura.id;
  reader = await createReader(t, sakura);
});
// The anonymous reading these tests check is opened by the admin (the fixture requires sign-in).
beforeEach(() => openToAnonymous(t, 'sakura'));
afterEach(async () => {
  await clearContents(t);
  await t.reset();
});
afterAll(() => t.destroy());

const get = (url: string, query: Record<string, unknown> = {}, token?: string) => {
  const req = t
    .anonymous()
    .get(`/api/v1${url}`)
    .query({ path: 'sakura', ...query });
  return token ? req.set('X-Access-Token', token) : req;
};

/** Anonymous visitors are refused unless the tenant allows them. */
async function closeTenant() {
  const admin = await t.login('sakura');
  await admin
    .put('/api/admin/settings/company')
    .send({ data: { loginRequire: 1 } })
    .expect(200);
  await admin
    .put('/api/admin/settings/search')
    .send({ data: { allowAnonymousSearch: false } })
    .expect(200);
}

describe('content paging', () => {
  it('pages a group with totals and answers the last page for a page beyond the end', async () => {
    const group = await createGroup(t, sakura);
    for (const title of ['A', 'B', 'C', 'D', 'E']) {
      await createContent(t, sakura, { title, groupIds: [group.id] });
    }
    const query = { contentGroupId: group.id, size: 2, sortField: 1, sort: 'true' };
    const first = await get('/content/page', { ...query, page: 1 }, reader.token).expect(200);
    expect(first.body.status).toBe(200);
    expect(first.body.data).toMatchObject({
      total_elements: 5,
      total_pages: 3,
      page_number: 1,
      page_size: 2,
    });
    expect(first.body.data.content.map((c: { title: string }) => c.title)).toEqual(['A', 'B']);

    const beyond = await get('/content/page', { ...query, page: 9 }, reader.token).expect(200);
    expect(beyond.body.data.page_number).toBe(3);
    expect(beyond.body.data.content.map((c: { title: string }) => c.title)).toEqual(['E']);

    const descending = await get('/content/page', { ...query, sort: 'false' }, reader.token).expect(
      200,
    );
    expect(descending.body.data.content[0].title).toBe('E');
  });

  it("serves a kept group page with each reader's own marks and the catalogue as it is now", async () => {
    const group = await createGroup(t, sakura);
    const [first, second] = [
      await createContent(t, sakura, { title: 'First', groupIds: [group.id] }),
      await createContent(t, sakura, { title: 'Second', groupIds: [group.id] }),
    ];
    const other = await createReader(t, sakura);
    const page = async (token: string) => {
      const res = await get('/content/page', { contentGroupId: group.id, size: 10 }, token);
      expect(res.status).toBe(200);
      return res.body.data.content as { id: string; title: string; is_favorite: boolean }[];
    };
    const marks = (items: { id: string; is_favorite: boolean }[]) =>
      Object.fromEntries(items.map((item) => [item.id, item.is_favorite]));
    expect(marks(await page(reader.token))).toEqual({ [first.id]: false, [second.id]: false });
    // A favourite added after the page was first served shows for its reader only.
    await t
      .anonymous()
      .post('/api/v1/content/favorites/add')
      .query({ path: 'sakura' })
      .set('X-Access-Token', reader.token)
      .send({ content_id: first.id, content_group_id: group.id })
      .expect(200);
    expect(marks(await page(reader.token))).toEqual({ [first.id]: true, [second.id]: false });
    expect(marks(await page(other.token))).toEqual({ [first.id]: false, [second.id]: false });
    // A change to a content, by any writer, shows on the next page served.
    await t.db('contents').where({ id: second.id }).update({ title: 'Second, renamed' });
    const titles = (await page(other.token)).map((item) => item.title).sort();
    expect(titles).toEqual(['First', 'Second, renamed']);
    await t.db('contents').where({ id: first.id }).update({ is_published: false });
    expect((await page(reader.token)).map((item) => item.id)).toEqual([second.id]);
  });

  it('drops the relevance sort code 12 and rejects bad paging', async () => {
    await createContent(t, sakura, { title: 'Only' });
    const res = await get('/content/page', { sortField: 12 }, reader.token).expect(200);
    expect(res.body.data.total_elements).toBe(1);
    await get('/content/page', { page: 0 }, reader.token).expect(400);
    await get('/content/page', { size: 1000 }, reader.token).expect(400);
    await get('/content/page', { sortField: 99 }, reader.token).expect(400);
    await get('/content/page', { contentGroupId: 'NOT-AN-ID' }, reader.token).expect(400);
    await get('/content/page', { contentGroupId: 'a'.repeat(32) }, reader.token).expect(404);
  });

  it('needs a reader on /content/page', async () => {
    await get('/content/page').expect(401);
    const admin = await t.login('sakura');
    await admin.get('/api/v1/content/page').query({ path: 'sakura' }).expect(401);
  });

  it('hides unpublished contents from lists and answers 908 on their detail', async () => {
    const hidden = await createContent(t, sakura, { title: 'Draft', isPublished: false });
    await createContent(t, sakura, { title: 'Out' });
    const list = await get('/content/page', {}, reader.token).expect(200);
    expect(list.body.data.content.map((c: { title: string }) => c.title)).toEqual(['Out']);
    const detail = await get(`/content/detail/${hidden.id}`, {}, reader.token).expect(400);
    expect(detail.body.status).toBe(908);
  });
});

describe('public and login-only groups', () => {
  it('shows anonymous visitors public groups only', async () => {
    const open = await createGroup(t, sakura, { name: 'Open', isPublic: true });
    const members = await createGroup(t, sakura, { name: 'Members', isPublic: false });
    const free = await createContent(t, sakura, { title: 'Free', groupIds: [open.id] });
    const paid = await createContent(t, sakura, { title: 'Paid', groupIds: [members.id] });

    const groups = await get('/content-group/public/list').expect(200);
    expect(groups.body.data.map((g: { name: string }) => g.name)).toEqual(['Open']);
    expect(groups.body.data[0].contents.map((c: { id: string }) => c.id)).toEqual([free.id]);

    const page = await get('/content/public/page').expect(200);
    expect(page.body.data.content.map((c: { id: string }) => c.id)).toEqual([free.id]);
    await get('/content/public/page', { contentGroupId: members.id }).expect(401);
    await get('/content/public/detail', { id: paid.id }).expect(401);
    await get('/content/public/detail', { id: free.id }).expect(200);

    const signedIn = await get('/content-group/content-group-list', {}, reader.token).expect(200);
    expect(signedIn.body.data.map((g: { name: string }) => g.name).sort()).toEqual([
      'Members',
      'Open',
    ]);
    await get('/content-group/content-group-list').expect(401);
  });

  it('refuses anonymous visitors when the tenant requires sign-in', async () => {
    const open = await createGroup(t, sakura, { isPublic: true });
    const content = await createContent(t, sakura, { groupIds: [open.id] });
    await closeTenant();
    await get('/content/public/page').expect(401);
    await get('/content-group/public/list').expect(401);
    await get('/content/public/detail', { id: content.id }).expect(401);
    await get('/content/public/page', {}, reader.token).expect(200);
  });

  it('fills the new / popular / recommend groups by content type', async () => {
    const fresh = await createGroup(t, sakura, { name: 'New', type: GroupType.NEW });
    const newOne = await createContent(t, sakura, { title: 'Fresh', type: 'new' });
    await createContent(t, sakura, { title: 'Old', type: 'popular' });
    const res = await get('/content/public/page', { contentGroupId: fresh.id }).expect(200);
    expect(res.body.data.content.map((c: { id: string }) => c.id)).toEqual([newOne.id]);
  });

  it('answers the layout of a group and of the tenant', async () => {
    const series = await createGroup(t, sakura, { contentType: 'SERIES' });
    const res = await get('/content-group/public/content-layout-detail', {
      contentGroupId: series.id,
    }).expect(200);
    expect(res.body.data).toMatchObject({
      content_layout_detail: 'SERIES',
      param_series_content: 'param1',
    });
    const tenant = await get('/content-group/public/content-layout-detail').expect(200);
    expect(tenant.body.data.content_layout_detail).toBe('SIMPLE');
  });
});

describe('detail, favourites, history and trending', () => {
  it('adds a favourite once (783), shows it in the favourites group and removes it', async () => {
    const group = await createGroup(t, sakura);
    await createGroup(t, sakura, {
      name: 'Favourites',
      type: GroupType.FAVOURITE,
      isPublic: false,
    });
    const content = await createContent(t, sakura, { title: 'Loved', groupIds: [group.id] });
    const add = () =>
      t
        .anonymous()
        .post('/api/v1/content/favorites/add')
        .query({ path: 'sakura' })
        .set('X-Access-Token', reader.token)
        .send({ content_id: content.id, content_group_id: group.id });
    expect((await add().expect(200)).body.data).toEqual({
      content_id: content.id,
      is_favorite: true,
    });
    expect((await add().expect(400)).body.status).toBe(783);

    const detail = await get(`/content/detail/${content.id}`, {}, reader.token).expect(200);
    expect(detail.body.data).toMatchObject({
      is_favorite: true,
      is_registered: true,
      content_group_ids: [group.id],
    });
    const personal = await get('/content-group/favorites-recently-read', {}, reader.token).expect(
      200,
    );
    const favourites = personal.body.data.find(
      (g: { type: number }) => g.type === GroupType.FAVOURITE,
    );
    expect(favourites.contents.map((c: { id: string }) => c.id)).toEqual([content.id]);
    expect(favourites.contents[0].is_favorite).toBe(true);

    await t
      .anonymous()
      .delete(`/api/v1/content/favorites/delete/${content.id}`)
      .query({ path: 'sakura' })
      .set('X-Access-Token', reader.token)
      .expect(200);
    const after = await get(`/content/detail/${content.id}`, {}, reader.token).expect(200);
    expect(after.body.data.is_favorite).toBe(false);
    await t
      .anonymous()
      .post('/api/v1/content/favorites/add')
      .query({ path: 'sakura' })
      .send({ contentId: content.id })
      .expect(401);
  });

  it('records the reading history newest first', async () => {
    await createGroup(t, sakura, {
      name: 'Recent',
      type: GroupType.RECENTLY_READ,
      isPublic: false,
    });
    const first = await createContent(t, sakura, { title: 'First' });
    const second = await createContent(t, sakura, { title: 'Second' });
    await get(`/content/detail/${first.id}`, {}, reader.token).expect(200);
    t.clock.advance(1000);
    await get('/content/public/detail', { id: second.id }, reader.token).expect(200);
    // Readings are written behind, within HISTORY_DELAY_MS (content/favourites/historyWriter.ts).
    await vi.waitFor(
      async () => {
        const res = await get('/content-group/favorites-recently-read', {}, reader.token);
        expect(res.body.data[0].contents.map((c: { id: string }) => c.id)).toEqual([
          second.id,
          first.id,
        ]);
      },
      { timeout: 5000, interval: 100 },
    );
  });

  it('marks and unmarks trending', async () => {
    const content = await createContent(t, sakura);
    const agent = t.anonymous();
    await agent
      .post('/api/v1/content/trending/add')
      .query({ path: 'sakura' })
      .set('X-Access-Token', reader.token)
      .send({ contentId: content.id })
      .expect(200);
    expect(
      (await get(`/content/detail/${content.id}`, {}, reader.token)).body.data.is_trending,
    ).toBe(true);
    await agent
      .delete(`/api/v1/content/trending/delete/${content.id}`)
      .query({ path: 'sakura' })
      .set('X-Access-Token', reader.token)
      .expect(200);
    expect(
      (await get(`/content/detail/${content.id}`, {}, reader.token)).body.data.is_trending,
    ).toBe(false);
  });

  it('lists the other contents of a series', async () => {
    const group = await createGroup(t, sakura);
    const one = await createContent(t, sakura, {
      title: 'Vol 1',
      seriesKey: 'saga',
      groupIds: [group.id],
    });
    await createContent(t, sakura, { title: 'Vol 3', seriesKey: 'saga', groupIds: [group.id] });
    await createContent(t, sakura, { title: 'Vol 2', seriesKey: 'saga', groupIds: [group.id] });
    await createContent(t, sakura, { title: 'Other', seriesKey: 'other', groupIds: [group.id] });
    const res = await get('/content/public/page/series-content', {
      contentId: one.id,
      size: 10,
    }).expect(200);
    expect(res.body.data.content.map((c: { title: string }) => c.title)).toEqual([
      'Vol 2',
      'Vol 3',
    ]);
    await get('/content/public/page/series-content', { contentId: 'bad' }).expect(400);
  });
});

describe('hostile input', () => {
  it('answers 4xx, never 500, to odd query values and bodies', async () => {
    const odd = [
      '',
      ' ',
      'a'.repeat(300),
      '\u0000',
      '%E0%A4%A',
      '[]',
      '{}',
      '-1',
      '1e309',
      'ｆｕｌｌ',
    ];
    const urls = [
      '/content/page',
      '/content/public/page',
      '/content/public/detail',
      '/content/public/page/series-content',
      '/content-group/public/list',
      '/content-group/public/content-layout-detail',
    ];
    for (const url of urls) {
      for (const value of odd) {
        for (const key of [
          'page',
          'size',
          'sort',
          'sortField',
          'contentGroupId',
          'contentId',
          'id',
        ]) {
          const res = await get(url, { [key]: value }, reader.token);
          expect([url, key, value, res.status < 500]).toEqual([url, key, value, true]);
        }
      }
      const repeated = await t.anonymous().get(`/api/v1${url}?path=sakura&page=1&page=2&id=a&id=b`);
      expect(repeated.status).toBeLessThan(500);
    }
    for (const body of [null, [], 'text', { contentId: ['x'] }, { contentId: { $ne: 1 } }]) {
      const res = await t
        .anonymous()
        .post('/api/v1/content/favorites/add')
        .query({ path: 'sakura' })
        .set('X-Access-Token', reader.token)
        .send(body as object);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    await get(`/content/detail/${encodeURIComponent('é'.repeat(40))}`, {}, reader.token).expect(
      400,
    );
  });
});
