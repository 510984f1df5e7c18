import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchIndex } from '../../../server/src/content/searchIndex';
import { createTestApp, hosts } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createReader } from '../../support/readers';
import { addContent, addGroup, idsOf, saveSettings } from './fixtures';

let t: TestApp;
let sakuraToken: string;
let aozoraToken: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { sakura, aozora } = t.fixtures;
  const open = await addGroup(t, sakura.id, '公開の棚');
  const members = await addGroup(t, sakura.id, '会員の棚', false);
  ids.open = await addContent(t, sakura.id, { title: '猫の図鑑 公開', groupIds: [open] });
  ids.members = await addContent(t, sakura.id, { title: '猫の図鑑 会員', groupIds: [members] });
  ids.hidden = await addContent(t, sakura.id, {
    title: '猫の図鑑 非公開',
    isPublished: false,
    groupIds: [open],
  });
  const aozoraShelf = await addGroup(t, aozora.id, '青空の棚');
  ids.aozora = await addContent(t, aozora.id, {
    title: '猫の図鑑 青空',
    text: '猫の図鑑',
    groupIds: [aozoraShelf],
  });
  sakuraToken = (await createReader(t, sakura.id)).token;
  aozoraToken = (await createReader(t, aozora.id)).token;
});

afterAll(async () => {
  await t?.destroy();
});

const body = { searchRequests: [{ searchBoxId: 'keyword', value: '猫の図鑑' }] };

function sakuraSearch(variant: 'content' | 'content/public', token?: string) {
  const req = t.anonymous().post(`/api/v1/${variant}/search?path=sakura&size=50`);
  if (token) req.set('X-Access-Token', token);
  return req.send(body);
}

describe('safe default: anonymous search follows the sign-in requirement', () => {
  const fullText = () =>
    t
      .anonymous()
      .post('/api/v1/content/public/full-text-search?path=sakura')
      .send({ searchKey: '猫' });
  const page = () => t.anonymous().get('/api/v1/content/public/page?path=sakura');

  // Runs first: it ends with sakura opened by its admin, which the tests below rely on.
  it('refuses anonymous callers of a sign-in tenant until an admin opens search', async () => {
    expect((await sakuraSearch('content/public')).status).toBe(401);
    expect((await fullText()).status).toBe(401);
    expect((await page()).status).toBe(401);

    await saveSettings(t, 'sakura', 'company', { loginRequire: 2 });
    expect((await sakuraSearch('content/public')).status).toBe(200);
    await saveSettings(t, 'sakura', 'company', { loginRequire: 1 });
    expect((await fullText()).status).toBe(401);

    await saveSettings(t, 'sakura', 'search', { allowAnonymousSearch: true });
    expect((await sakuraSearch('content/public')).status).toBe(200);
    expect((await fullText()).status).toBe(200);
  });
});

describe('tenant isolation', () => {
  it('never returns another tenant’s contents', async () => {
    const sakura = await sakuraSearch('content', sakuraToken).expect(200);
    expect(idsOf(sakura).sort()).toEqual([ids.open, ids.members].sort());
    const aozora = await t
      .anonymous()
      .post('/api/v1/content/full-text-search')
      .set('Host', hosts.aozora)
      .set('X-Access-Token', aozoraToken)
      .send({ searchKey: '猫の図鑑' })
      .expect(200);
    expect(idsOf(aozora)).toEqual([ids.aozora]);
  });

  it('refuses a reader of another tenant', async () => {
    expect((await sakuraSearch('content', aozoraToken)).status).toBe(401);
  });

  it('refuses a group of another tenant', async () => {
    const groupOfAozora = (
      await t.db('content_groups').where({ company_id: t.fixtures.aozora.id }).first()
    ).id;
    const res = await t
      .anonymous()
      .post('/api/v1/content/full-text-search?path=sakura')
      .set('X-Access-Token', sakuraToken)
      .send({ searchKey: '猫の図鑑', contentGroupId: groupOfAozora });
    expect(res.status).toBe(404);
  });
});

describe('published contents only', () => {
  it('never finds an unpublished content, signed in or not', async () => {
    expect(idsOf(await sakuraSearch('content', sakuraToken))).not.toContain(ids.hidden);
    expect(idsOf(await sakuraSearch('content/public'))).not.toContain(ids.hidden);
  });

  it('forgets a content removed from the index', async () => {
    const sakura = t.fixtures.sakura.id;
    const gone = await addContent(t, sakura, { title: '消える猫の図鑑' });
    expect(idsOf(await sakuraSearch('content', sakuraToken))).toContain(gone);
    await t.db('contents').where({ id: gone }).delete();
    await createSearchIndex({ db: t.db }).remove(sakura, [gone]);
    if (t.dialect === 'sqlite') {
      expect(await t.db('content_search_rows').where({ content_id: gone }).first()).toBeUndefined();
    }
    expect(idsOf(await sakuraSearch('content', sakuraToken))).not.toContain(gone);
  });
});

describe('anonymous search', () => {
  it('needs a signed-in reader on the authenticated variants', async () => {
    expect((await sakuraSearch('content')).status).toBe(401);
    const res = await t
      .anonymous()
      .post('/api/v1/content/full-text-search?path=sakura')
      .send({ searchKey: '猫' });
    expect(res.status).toBe(401);
  });

  it('finds only contents of public groups', async () => {
    const res = await sakuraSearch('content/public').expect(200);
    expect(idsOf(res)).toEqual([ids.open]);
  });

  it('may not search within a private group', async () => {
    const members = (await t.db('content_groups').where({ name: '会員の棚' }).first()).id;
    const res = await t
      .anonymous()
      .post('/api/v1/content/public/full-text-search?path=sakura')
      .send({ searchKey: '猫の図鑑', contentGroupId: members });
    expect(res.status).toBe(401);
  });

  it('is refused when the tenant allows neither anonymous search nor anonymous visits', async () => {
    await saveSettings(t, 'sakura', 'search', { allowAnonymousSearch: false });
    expect((await sakuraSearch('content/public')).status).toBe(401);
    const fullText = await t
      .anonymous()
      .post('/api/v1/content/public/full-text-search?path=sakura')
      .send({ searchKey: '猫' });
    expect(fullText.status).toBe(401);
    expect((await sakuraSearch('content', sakuraToken)).status).toBe(200);
  });

  it('is allowed when the tenant needs no login', async () => {
    await saveSettings(t, 'sakura', 'company', { loginRequire: 0 });
    expect(idsOf(await sakuraSearch('content/public').expect(200))).toEqual([ids.open]);
  });
});
