import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchIndex } from '../../../server/src/content/searchIndex';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createReader } from '../../support/readers';
import { addContent, addGroup, idsOf } from './fixtures';

let t: TestApp;
let token: string;
let shelf: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const sakura = t.fixtures.sakura.id;
  shelf = await addGroup(t, sakura, '技術の棚');
  ids.report = await addContent(t, sakura, {
    title: 'Report 42',
    text: '量子コンピュータの基礎と応用について述べる。',
    updatedAt: '2026-01-01T00:00:00.000Z',
    groupIds: [shelf],
  });
  ids.quantum = await addContent(t, sakura, {
    title: '量子力学入門',
    updatedAt: '2025-01-01T00:00:00.000Z',
    groupIds: [shelf],
  });
  ids.other = await addContent(t, sakura, {
    title: 'Cooking at home',
    keywords: '量子',
    updatedAt: '2026-06-01T00:00:00.000Z',
  });
  for (let i = 1; i <= 5; i += 1) {
    ids[`page${i}`] = await addContent(t, sakura, {
      title: `Paging sample ${i}`,
      updatedAt: `2024-0${i}-01T00:00:00.000Z`,
    });
  }
  token = (await createReader(t, sakura)).token;
});

afterAll(async () => {
  await t?.destroy();
});

function fullText(query: string, body: object) {
  return t
    .anonymous()
    .post(`/api/v1/content/full-text-search?path=sakura&${query}`)
    .set('X-Access-Token', token)
    .send(body);
}

describe('full-text search', () => {
  it('finds words present only in the extracted text', async () => {
    const res = await fullText('', { searchKey: 'コンピュータ' }).expect(200);
    expect(idsOf(res)).toEqual([ids.report]);
  });

  it('searches every field and the text, two-character words included', async () => {
    const res = await fullText('sort_field=1&sort=true', { search_key: '量子' }).expect(200);
    expect(idsOf(res)).toEqual([ids.other, ids.report, ids.quantum]);
  });

  it('follows text that arrives later once the index is refreshed', async () => {
    await t.db('content_texts').insert({
      content_id: ids.quantum,
      company_id: t.fixtures.sakura.id,
      text: 'シュレーディンガー方程式',
      updated_at: t.clock.now().toISOString(),
    });
    // SQLite's FTS table holds a copy; PostgreSQL's trigram indexes see the text at once.
    if (t.dialect === 'sqlite') {
      expect(idsOf(await fullText('', { searchKey: 'シュレーディンガー' }))).toEqual([]);
    }
    await createSearchIndex({ db: t.db }).refresh(t.fixtures.sakura.id, [ids.quantum]);
    expect(idsOf(await fullText('', { searchKey: 'シュレーディンガー' }))).toEqual([ids.quantum]);
  });

  it('searches within one group', async () => {
    const res = await fullText('', { searchKey: '量子', contentGroupId: shelf }).expect(200);
    expect(idsOf(res).sort()).toEqual([ids.report, ids.quantum].sort());
  });

  it('answers 404 for a group of nobody', async () => {
    const res = await fullText('', { searchKey: '量子', contentGroupId: 'f'.repeat(32) });
    expect(res.status).toBe(404);
  });
});

describe('sort field code 12 (relevance)', () => {
  it('ranks title matches first when there are words', async () => {
    const res = await fullText('sort_field=12', { searchKey: '量子' }).expect(200);
    expect(idsOf(res)).toEqual([ids.quantum, ids.other, ids.report]);
  });

  it('is the default of the search sort options', async () => {
    const res = await fullText('', { searchKey: '量子' }).expect(200);
    expect(idsOf(res)).toEqual([ids.quantum, ids.other, ids.report]);
  });

  it('is dropped from a group page, which keeps the home sort (newest first)', async () => {
    const res = await fullText('sort_field=12', { contentGroupId: shelf }).expect(200);
    expect(idsOf(res)).toEqual([ids.report, ids.quantum]);
  });

  it('refuses an unknown code', async () => {
    expect((await fullText('sort_field=13', { searchKey: '量子' })).status).toBe(400);
  });
});

describe('paging', () => {
  it('cuts pages of the requested size', async () => {
    const first = await fullText('size=2&page=1&sort_field=5&sort=true', {
      searchKey: 'Paging',
    }).expect(200);
    expect(first.body.data).toMatchObject({
      total_elements: 5,
      total_pages: 3,
      page_number: 1,
      page_size: 2,
    });
    expect(idsOf(first)).toEqual([ids.page1, ids.page2]);
    const third = await fullText('size=2&page=3&sort_field=5&sort=true', { searchKey: 'Paging' });
    expect(idsOf(third)).toEqual([ids.page5]);
  });

  it('answers the last page with contents for a page past the end', async () => {
    const res = await fullText('size=2&page=9&sort_field=5&sort=false', {
      searchKey: 'Paging',
    }).expect(200);
    expect(res.body.data).toMatchObject({ page_number: 3, total_pages: 3 });
    expect(idsOf(res)).toEqual([ids.page1]);
  });

  it('takes the page size from the search setting by default', async () => {
    const res = await fullText('', { searchKey: 'Paging' }).expect(200);
    expect(res.body.data.page_size).toBe(10);
  });

  it('answers an empty first page when nothing matches', async () => {
    const res = await fullText('page=4', { searchKey: 'nothing like this' }).expect(200);
    expect(res.body.data).toMatchObject({
      content: [],
      total_elements: 0,
      total_pages: 0,
      page_number: 1,
    });
  });

  it('refuses a broken page or size', async () => {
    expect((await fullText('page=0', { searchKey: 'x' })).status).toBe(400);
    expect((await fullText('size=1000', { searchKey: 'x' })).status).toBe(400);
  });
});
