import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents, createContent, createGroup, setMaxContent } from '../../support/contents';
import { GroupType } from '../../../server/src/content/groupTypes';

let t: TestApp;
let admin: TestAgent;
let sakura: string;

beforeAll(async () => {
  t = await createTestApp();
  sakura = t.fixtures.sakura.id;
  admin = await t.login('sakura');
});
afterEach(async () => {
  await clearContents(t);
  await setMaxContent(t, sakura, 10);
  await t.reset();
});
afterAll(() => t.destroy());

const book = {
  title: '吾輩は猫である',
  author: '夏目漱石',
  type: 'popular',
  keywords: '猫, 明治',
  toc: '一\n二',
  description: 'A cat looks at people.',
  param1: 'p1',
  param2: 'p2',
  param3: 'p3',
  param4: 'p4',
  param5: 'p5',
  distributor: 'aozora',
  distributorName: '青空文庫',
  print: 2,
  canView: true,
  canDownload: true,
  isPublished: true,
  seriesKey: 'soseki',
  publishedDate: '1905-01-01',
};

describe('/api/admin/contents', () => {
  it('creates, reads, updates and deletes a content with every field', async () => {
    const group = await createGroup(t, sakura);
    const created = await admin
      .post('/api/admin/contents')
      .send({ ...book, groupIds: [group.id] })
      .expect(201);
    expect(created.body).toMatchObject({
      ...book,
      publishedDate: '1905-01-01T00:00:00.000Z',
      groupIds: [group.id],
      textStatus: 'NONE',
      companyId: sakura,
    });
    expect(created.body.id).toMatch(/^[0-9a-f]{32}$/);
    const id = created.body.id;
    await admin.get(`/api/admin/contents/${id}`).expect(200);

    const updated = await admin
      .put(`/api/admin/contents/${id}`)
      .send({ ...created.body, title: '坊っちゃん', groupIds: [] })
      .expect(200);
    expect(updated.body).toMatchObject({ title: '坊っちゃん', author: '夏目漱石', groupIds: [] });

    await admin.delete(`/api/admin/contents/${id}`).expect(200);
    await admin.get(`/api/admin/contents/${id}`).expect(404);
    expect(await t.db('contents').where({ id }).first()).toBeUndefined();
  });

  it('refuses bad fields with 400 per field and stores nothing', async () => {
    const res = await admin
      .post('/api/admin/contents')
      .send({
        title: '',
        type: 'weird',
        print: 7,
        canView: 'yes',
        publishedDate: '02/31/2020',
        groupIds: ['x'],
      })
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'canView',
      'print',
      'publishedDate',
      'title',
      'type',
    ]);
    await admin
      .post('/api/admin/contents')
      .send({ title: 'A', groupIds: ['a'.repeat(32)] })
      .expect(400);
    const special = await createGroup(t, sakura, { type: GroupType.NEW });
    await admin
      .post('/api/admin/contents')
      .send({ title: 'A', groupIds: [special.id] })
      .expect(400);
    await admin.post('/api/admin/contents').send({ title: 'nul\u0000' }).expect(400);
    expect(Number((await t.db('contents').count({ n: '*' }).first())?.n)).toBe(0);
  });

  it('answers 420 once the company holds maxContent contents', async () => {
    await setMaxContent(t, sakura, 2);
    await admin.post('/api/admin/contents').send({ title: 'One' }).expect(201);
    await admin.post('/api/admin/contents').send({ title: 'Two' }).expect(201);
    const res = await admin.post('/api/admin/contents').send({ title: 'Three' }).expect(400);
    expect(res.body.status).toBe(420);
  });

  it('lists with q, filters, sort, range and getMany', async () => {
    const group = await createGroup(t, sakura);
    const cat = await createContent(t, sakura, { title: 'Cat', type: 'new', groupIds: [group.id] });
    await createContent(t, sakura, { title: 'Dog', isPublished: false });
    await createContent(t, sakura, { title: '100% Cotton' });
    const list = await admin
      .get('/api/admin/contents')
      .query({ sort: '["title","ASC"]', range: '[0,1]' })
      .expect(200);
    expect(list.headers['content-range']).toBe('contents 0-1/3');
    expect(list.body.map((c: { title: string }) => c.title)).toEqual(['100% Cotton', 'Cat']);
    const titles = async (filter: unknown) =>
      (
        await admin
          .get('/api/admin/contents')
          .query({ filter: JSON.stringify(filter) })
          .expect(200)
      ).body.map((c: { title: string }) => c.title);
    expect(await titles({ q: 'ca' })).toEqual(['Cat']);
    expect(await titles({ q: '%' })).toEqual(['100% Cotton']);
    expect(await titles({ groupId: group.id })).toEqual(['Cat']);
    expect(await titles({ type: 'new' })).toEqual(['Cat']);
    expect(await titles({ isPublished: false })).toEqual(['Dog']);
    expect(await titles({ textStatus: 'NONE' })).toHaveLength(3);
    expect(await titles({ id: [cat.id] })).toEqual(['Cat']);
    await admin.get('/api/admin/contents').query({ filter: '{"isPublished":"no"}' }).expect(400);
  });

  it('publishes, unpublishes, groups and deletes in bulk', async () => {
    const group = await createGroup(t, sakura);
    const a = await createContent(t, sakura, { isPublished: false });
    const b = await createContent(t, sakura, { isPublished: false });
    const other = await createContent(t, t.fixtures.aozora.id);
    const bulk = (body: object) => admin.put('/api/admin/contents/bulk').send(body);
    const res = await bulk({ ids: [a.id, b.id, other.id], action: 'publish' }).expect(200);
    expect(res.body.ids.sort()).toEqual([a.id, b.id].sort());
    expect((await t.db('contents').where({ id: a.id }).first()).is_published).toBeTruthy();
    await bulk({ ids: [a.id, b.id], action: 'add-to-group', groupId: group.id }).expect(200);
    const members = await t.db('content_group_items').where({ content_group_id: group.id });
    expect(members).toHaveLength(2);
    await bulk({ ids: [a.id], action: 'unpublish' }).expect(200);
    expect((await t.db('contents').where({ id: a.id }).first()).is_published).toBeFalsy();
    await bulk({ ids: [a.id, b.id, other.id], action: 'delete' }).expect(200);
    expect(await t.db('contents').where({ id: other.id }).first()).toBeDefined();
    expect(await t.db('contents').whereIn('id', [a.id, b.id])).toHaveLength(0);
    await bulk({ ids: [], action: 'delete' }).expect(400);
    await bulk({ ids: [a.id], action: 'explode' }).expect(400);
    await bulk({ ids: [a.id], action: 'add-to-group', groupId: 'nope' }).expect(400);
  });

  it('lets system admins choose the tenant and refuses other roles', async () => {
    const system = await t.login('system');
    await system
      .post('/api/admin/contents')
      .query({ companyId: sakura })
      .send({ title: 'By root' })
      .expect(201);
    await system.get('/api/admin/contents').expect(400);
    await admin.get('/api/admin/contents').query({ companyId: t.fixtures.aozora.id }).expect(403);
    const service = await t.login('service');
    await service.get('/api/admin/contents').expect(403);
    await service.get('/api/admin/content-groups').expect(403);
    await t.anonymous().get('/api/admin/contents').expect(401);
  });
});

describe('/api/admin/content-groups', () => {
  it('creates, updates, lists and deletes groups with unique ref codes (716)', async () => {
    const created = await admin
      .post('/api/admin/content-groups')
      .send({
        name: '文学',
        refCode: 'lit',
        isPublic: false,
        contentType: 'SERIES',
        itemSize: 12,
        numRow: 2,
        isWrapLine: true,
      })
      .expect(201);
    expect(created.body).toMatchObject({
      name: '文学',
      type: 1,
      refCode: 'lit',
      isPublic: false,
      contentType: 'SERIES',
      itemSize: 12,
    });
    const clash = await admin
      .post('/api/admin/content-groups')
      .send({ name: 'Other', refCode: 'lit' })
      .expect(400);
    expect(clash.body.status).toBe(716);
    await admin
      .post('/api/admin/content-groups')
      .send({ name: 'Bad', type: 9, contentType: 'GRID' })
      .expect(400);
    const other = await admin
      .post('/api/admin/content-groups')
      .send({ name: 'Science', isDefault: true })
      .expect(201);
    const updated = await admin
      .put(`/api/admin/content-groups/${created.body.id}`)
      .send({ isDefault: true })
      .expect(200);
    expect(updated.body.isDefault).toBe(true);
    expect(
      (await admin.get(`/api/admin/content-groups/${other.body.id}`).expect(200)).body.isDefault,
    ).toBe(false);
    const list = await admin
      .get('/api/admin/content-groups')
      .query({ filter: '{"q":"lit"}' })
      .expect(200);
    expect(list.body.map((g: { id: string }) => g.id)).toEqual([created.body.id]);
    await admin.delete(`/api/admin/content-groups/${created.body.id}`).expect(200);
    await admin.get(`/api/admin/content-groups/${created.body.id}`).expect(404);
  });

  it('resets the default special groups and swaps ref codes', async () => {
    const first = await admin.post('/api/admin/content-groups/reset').expect(200);
    expect(first.body.map((g: { type: number }) => g.type)).toEqual([2, 3, 4, 5, 6]);
    const again = await admin.post('/api/admin/content-groups/reset').expect(200);
    expect(again.body.map((g: { id: string }) => g.id)).toEqual(
      first.body.map((g: { id: string }) => g.id),
    );
    const [fav, recent] = first.body;
    const swapped = await admin
      .put('/api/admin/content-groups/ref-codes')
      .send([
        { id: fav.id, refCode: recent.refCode },
        { id: recent.id, refCode: fav.refCode },
      ])
      .expect(200);
    expect(swapped.body.map((g: { refCode: string }) => g.refCode)).toEqual([
      recent.refCode,
      fav.refCode,
    ]);
    await admin
      .post('/api/admin/content-groups')
      .send({ name: 'Second favourites', type: GroupType.FAVOURITE })
      .expect(400);
  });

  it('answers the spec aliases under /api/v1/content-group in the v1 envelope', async () => {
    const added = await admin
      .post('/api/v1/content-group/add')
      .send({ name: 'Alias', ref_code: 'alias', is_public: false })
      .expect(200);
    expect(added.body.data).toMatchObject({ name: 'Alias', ref_code: 'alias', is_public: false });
    const id = added.body.data.id;
    await admin.get(`/api/v1/content-group/detail/${id}`).expect(200);
    const page = await admin
      .get('/api/v1/content-group/page')
      .query({ page: 1, size: 5 })
      .expect(200);
    expect(page.body.data).toMatchObject({ total_elements: 1, page_number: 1 });
    await admin.put(`/api/v1/content-group/update/${id}`).send({ name: 'Renamed' }).expect(200);
    await admin
      .put('/api/v1/content-group/update-ref-code')
      .send({ id, ref_code: 'renamed' })
      .expect(200);
    expect((await admin.get('/api/v1/content-group/all').expect(200)).body.data[0]).toMatchObject({
      name: 'Renamed',
      ref_code: 'renamed',
    });
    await admin.post('/api/v1/content-group/reset-content-group').expect(200);
    await admin.delete(`/api/v1/content-group/delete/${id}`).expect(200);
    const reader = t.anonymous();
    await reader.post('/api/v1/content-group/add').send({ name: 'x' }).expect(401);
  });
});

describe('hostile admin input', () => {
  it('answers 4xx, never 500, to odd filters, ids and bodies', async () => {
    const filters = [
      { q: 'a\u0000b' },
      { q: 'x'.repeat(5000) },
      { id: 'not-a-list' },
      { id: ['\u0000', 'a'.repeat(500)] },
      { groupId: ['x'] },
      { type: 5 },
      { textStatus: 'DONE\u0000' },
    ];
    for (const resource of ['contents', 'content-groups']) {
      for (const filter of filters) {
        const res = await admin
          .get(`/api/admin/${resource}`)
          .query({ filter: JSON.stringify(filter) });
        expect([resource, filter, res.status < 500]).toEqual([resource, filter, true]);
      }
      for (const id of ['\u0000', 'é'.repeat(40), 'a'.repeat(300)]) {
        const res = await admin.get(`/api/admin/${resource}/${encodeURIComponent(id)}`);
        expect([resource, id, res.status]).toEqual([resource, id, 404]);
      }
    }
    for (const body of [[], { name: ['x'] }, { name: 'ok', refCode: 'a\u0000' }]) {
      const res = await admin.post('/api/admin/content-groups').send(body as object);
      expect(res.status).toBe(400);
    }
    // A form-encoded body with the console cookie is what a forged form sends: refused.
    await admin.post('/api/admin/content-groups').send('text').expect(403);
    for (const body of [[], { ids: 'x', action: 'delete' }, { ids: [{}], action: 'publish' }]) {
      const res = await admin.put('/api/admin/contents/bulk').send(body as object);
      expect(res.status).toBe(400);
    }
  });
});
