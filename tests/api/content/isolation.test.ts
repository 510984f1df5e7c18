import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, hosts } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createContent, createGroup } from '../../support/contents';
import { createReader, openToAnonymous } from '../../support/readers';
import { GroupType } from '../../../server/src/content/groupTypes';

/** One tenant's data: what the other tenant must never reach. */
interface Library {
  name: 'sakura' | 'aozora';
  companyId: string;
  openGroup: string;
  closedGroup: string;
  favourites: string;
  content: string;
  closedContent: string;
  token: string;
  admin: TestAgent;
}

let t: TestApp;
const libraries = {} as Record<'sakura' | 'aozora', Library>;

async function build(name: 'sakura' | 'aozora'): Promise<Library> {
  const companyId = t.fixtures[name].id;
  const openGroup = await createGroup(t, companyId, { name: `${name} open`, refCode: 'open' });
  const closedGroup = await createGroup(t, companyId, { name: `${name} closed`, isPublic: false });
  const favourites = await createGroup(t, companyId, {
    type: GroupType.FAVOURITE,
    isPublic: false,
  });
  const content = await createContent(t, companyId, {
    title: `${name} book`,
    seriesKey: 'saga',
    groupIds: [openGroup.id],
  });
  const closedContent = await createContent(t, companyId, {
    title: `${name} secret`,
    seriesKey: 'saga',
    groupIds: [closedGroup.id],
  });
  const reader = await createReader(t, companyId);
  return {
    name,
    companyId,
    openGroup: openGroup.id,
    closedGroup: closedGroup.id,
    favourites: favourites.id,
    content: content.id,
    closedContent: closedContent.id,
    token: reader.token,
    admin: await t.login(name),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  libraries.sakura = await build('sakura');
  libraries.aozora = await build('aozora');
  await openToAnonymous(t, 'sakura');
  await openToAnonymous(t, 'aozora');
});
afterAll(() => t.destroy());

/** A v1 request on `own`'s tenant (path or host), as its reader when `token` is set. */
function v1(own: Library, method: 'get' | 'post' | 'delete' | 'put', url: string, token?: string) {
  let req = t.anonymous()[method](`/api/v1${url}`);
  req = own.name === 'sakura' ? req.query({ path: 'sakura' }) : req.set('Host', hosts.aozora);
  return token ? req.set('X-Access-Token', token) : req;
}

const pairs: [Library['name'], Library['name']][] = [
  ['sakura', 'aozora'],
  ['aozora', 'sakura'],
];

describe.each(pairs)('tenant %s with the ids of %s', (ownName, otherName) => {
  const own = () => libraries[ownName];
  const other = () => libraries[otherName];

  /** Every reader call that takes an id, built from one tenant's ids. */
  function readerCases(ids: Library) {
    const { content, closedContent, openGroup, closedGroup, favourites } = ids;
    const cases: [string, 'get' | 'post' | 'delete', string, Record<string, unknown>?, unknown?][] =
      [];
    for (const id of [content, closedContent]) {
      cases.push(
        ['detail', 'get', `/content/detail/${id}`],
        ['public detail', 'get', '/content/public/detail', { id }],
        ['public detail by detail_id', 'get', '/content/public/detail', { detail_id: id }],
        ['series', 'get', '/content/public/page/series-content', { contentId: id }],
        ['favourite add', 'post', '/content/favorites/add', {}, { contentId: id }],
        ['favourite delete', 'delete', `/content/favorites/delete/${id}`],
        ['trending add', 'post', '/content/trending/add', {}, { contentId: id }],
        ['trending delete', 'delete', `/content/trending/delete/${id}`],
        ['groups of a content', 'get', '/content-group/public/list', { contentId: id }],
        ['signed-in groups', 'get', '/content-group/content-group-list', { contentId: id }],
      );
    }
    for (const contentGroupId of [openGroup, closedGroup, favourites]) {
      cases.push(
        ['page', 'get', '/content/page', { contentGroupId }],
        ['public page', 'get', '/content/public/page', { contentGroupId }],
        ['layout', 'get', '/content-group/public/content-layout-detail', { contentGroupId }],
        ['detail in group', 'get', `/content/detail/${own().content}`, { contentGroupId }],
        [
          'favourite into group',
          'post',
          '/content/favorites/add',
          {},
          { contentId: own().closedContent, contentGroupId },
        ],
      );
    }
    return cases;
  }

  async function call(
    [, method, url, query = {}, body]: ReturnType<typeof readerCases>[number],
    token?: string,
  ) {
    const req = v1(own(), method, url, token).query(query);
    return body ? req.send(body) : req;
  }

  it('reaches every reader endpoint with its own ids (the routes exist)', async () => {
    for (const item of readerCases(own())) {
      const res = await call(item, own().token);
      expect([item[0], res.status]).not.toEqual([item[0], 404]);
      expect([item[0], res.status]).not.toEqual([item[0], 401]);
    }
    await t.db('favourites').delete();
    await t.db('trending').delete();
  });

  it('answers 404 on every reader endpoint given the other tenant ids', async () => {
    const needsReader = ['favourite', 'trending', 'detail', 'page', 'signed-in'];
    for (const item of readerCases(other())) {
      for (const token of [own().token, undefined]) {
        const res = await call(item, token);
        const isRefused = !token && needsReader.some((w) => item[0].startsWith(w));
        const who = token ? 'reader' : 'anonymous';
        expect([item[0], who, res.status]).toEqual([item[0], who, isRefused ? 401 : 404]);
      }
    }
  });

  it('lists nothing of the other tenant and refuses its reader token', async () => {
    const secret = [
      other().content,
      other().closedContent,
      other().openGroup,
      other().closedGroup,
      other().favourites,
    ];
    const lists = [
      ['/content/page', own().token],
      ['/content/public/page', undefined],
      ['/content/public/page', own().token],
      ['/content-group/public/list', undefined],
      ['/content-group/content-group-list', own().token],
      ['/content-group/favorites-recently-read', own().token],
      ['/content/public/page/series-content?contentId=' + own().content, own().token],
    ] as const;
    for (const [url, token] of lists) {
      const res = await v1(own(), 'get', url, token).expect(200);
      for (const id of secret) expect(JSON.stringify(res.body)).not.toContain(id);
    }
    await v1(own(), 'get', '/content/page', other().token).expect(401);
    await v1(own(), 'get', `/content/detail/${other().content}`, other().token).expect(401);
    await v1(own(), 'get', '/content/public/page', other().token).expect(401);
  });

  it('answers 404 (or ignores the ids) on every admin endpoint', async () => {
    const { admin } = own();
    const { content, openGroup } = other();
    await admin.get(`/api/admin/contents/${content}`).expect(404);
    await admin.put(`/api/admin/contents/${content}`).send({ title: 'Hijacked' }).expect(404);
    await admin.delete(`/api/admin/contents/${content}`).expect(404);
    for (const action of ['publish', 'unpublish', 'delete']) {
      const res = await admin
        .put('/api/admin/contents/bulk')
        .send({ ids: [content], action })
        .expect(200);
      expect(res.body.ids).toEqual([]);
    }
    await admin
      .put('/api/admin/contents/bulk')
      .send({ ids: [own().content], action: 'add-to-group', groupId: openGroup })
      .expect(400);
    await admin
      .post('/api/admin/contents')
      .send({ title: 'x', groupIds: [openGroup] })
      .expect(400);
    await admin
      .put(`/api/admin/contents/${own().content}`)
      .send({ groupIds: [openGroup] })
      .expect(400);
    const byId = await admin
      .get('/api/admin/contents')
      .query({ filter: JSON.stringify({ id: [content] }) })
      .expect(200);
    expect(byId.body).toEqual([]);
    const byGroup = await admin
      .get('/api/admin/contents')
      .query({ filter: JSON.stringify({ groupId: openGroup }) })
      .expect(200);
    expect(byGroup.body).toEqual([]);
    await admin.get(`/api/admin/content-groups/${openGroup}`).expect(404);
    await admin
      .put(`/api/admin/content-groups/${openGroup}`)
      .send({ name: 'Hijacked' })
      .expect(404);
    await admin.delete(`/api/admin/content-groups/${openGroup}`).expect(404);
    await admin
      .put('/api/admin/content-groups/ref-codes')
      .send({ id: openGroup, refCode: 'x' })
      .expect(404);
    const query = own().name === 'sakura' ? { path: 'sakura' } : {};
    await admin.get(`/api/v1/content-group/detail/${openGroup}`).query(query).expect(404);
    await admin
      .put(`/api/v1/content-group/update/${openGroup}`)
      .query(query)
      .send({ name: 'x' })
      .expect(404);
    await admin.delete(`/api/v1/content-group/delete/${openGroup}`).query(query).expect(404);
    await admin.get('/api/admin/contents').query({ companyId: other().companyId }).expect(403);
    await admin
      .get('/api/admin/contents/export')
      .query({ companyId: other().companyId })
      .expect(403);
    await admin
      .get('/api/v1/content-group/all')
      .query({ companyId: other().companyId })
      .expect(403);
    const csv = await admin.get('/api/admin/contents/export').expect(200);
    expect(csv.text).not.toContain(content);
    expect(csv.text).not.toContain(`${other().name} book`);
    const groups = await admin.get('/api/admin/content-groups').expect(200);
    expect(JSON.stringify(groups.body)).not.toContain(openGroup);
  });

  it('left the other tenant untouched', async () => {
    const rows = await t.db('contents').where({ company_id: other().companyId }).orderBy('title');
    expect(rows.map((r) => r.title)).toEqual([`${other().name} book`, `${other().name} secret`]);
    expect(rows.every((r) => Boolean(r.is_published))).toBe(true);
    const groups = await t.db('content_groups').where({ company_id: other().companyId });
    expect(groups).toHaveLength(3);
    expect(await t.db('favourites').where({ company_id: other().companyId })).toHaveLength(0);
    expect(await t.db('trending')).toHaveLength(0);
  });
});
