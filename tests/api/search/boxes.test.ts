import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createReader } from '../../support/readers';
import { addContent, addGroup, idsOf, saveSettings } from './fixtures';

let t: TestApp;
let token: string;
const ids: Record<string, string> = {};
let history: string;
let science: string;

const box = (id: string, operation: number, searchFields: string[], extra: object = {}) => ({
  id,
  operation,
  label: id,
  searchFields,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const sakura = t.fixtures.sakura.id;
  history = await addGroup(t, sakura, '歴史の棚');
  science = await addGroup(t, sakura, '科学の棚');
  await saveSettings(t, 'sakura', 'search', {
    boxes: [
      box('title', 1, ['title']),
      box('keyword', 1, ['title', 'author', 'keywords', 'description']),
      box('author-exact', 2, ['author']),
      box('published', 3, []),
      box('month', 6, []),
      box('year', 7, []),
      box('genre', 4, ['keywords'], { matchValue: ['歴史', '科学', '小説'] }),
      box('genres', 5, ['keywords'], { matchValue: ['歴史', '科学', '小説'] }),
      box('body', 1, ['fullText']),
      box('shelf', 1, ['title'], { contentGroupIds: [history, science] }),
    ],
  });
  ids.neko = await addContent(t, sakura, {
    title: '吾輩は猫である',
    author: '夏目漱石',
    keywords: '小説,猫',
    publishedDate: '1905-01-01',
    text: '名前はまだ無い。どこで生れたかとんと見当がつかぬ。',
  });
  ids.botchan = await addContent(t, sakura, {
    title: '坊っちゃん',
    author: '夏目漱石',
    keywords: '小説',
    publishedDate: '1906-04-01',
  });
  ids.history = await addContent(t, sakura, {
    title: '日本の歴史',
    author: '山田太郎',
    keywords: '歴史',
    publishedDate: '2020-03-15',
    groupIds: [history],
  });
  ids.ml = await addContent(t, sakura, {
    title: 'Introduction to Machine Learning',
    author: 'Alice Smith',
    keywords: '科学,AI',
    description: 'A gentle introduction to 100% practical models',
    publishedDate: '2021-07-10',
    groupIds: [science],
  });
  ids.space = await addContent(t, sakura, {
    title: '宇宙の科学',
    author: '佐藤花子',
    keywords: '科学',
    publishedDate: '2021-12-31',
    groupIds: [science],
  });
  token = (await createReader(t, sakura)).token;
});

afterAll(async () => {
  await t?.destroy();
});

async function search(searchBoxId: string, value: string, contentGroupIdList: string[] = []) {
  return t
    .anonymous()
    .post('/api/v1/content/search?path=sakura&size=50&sort_field=1&sort=true')
    .set('X-Access-Token', token)
    .send({
      search_requests: [
        { search_box_id: searchBoxId, value, content_group_id_list: contentGroupIdList },
      ],
    });
}

async function found(searchBoxId: string, value: string, groups: string[] = []) {
  const res = await search(searchBoxId, value, groups);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return idsOf(res).sort();
}

const sorted = (...names: string[]) => names.map((name) => ids[name]!).sort();

describe('partial search (operation 1)', () => {
  it('finds Japanese words of three or more characters through the trigram index', async () => {
    expect(await found('title', '猫である')).toEqual(sorted('neko'));
    expect(await found('keyword', '夏目漱石')).toEqual(sorted('neko', 'botchan'));
  });

  it('falls back to LIKE for one- and two-character Japanese words', async () => {
    expect(await found('keyword', '漱石')).toEqual(sorted('neko', 'botchan'));
    expect(await found('keyword', '歴史')).toEqual(sorted('history'));
    expect(await found('title', '猫')).toEqual(sorted('neko'));
  });

  it('matches English regardless of case, every word of the value', async () => {
    expect(await found('title', 'machine LEARNING')).toEqual(sorted('ml'));
    expect(await found('keyword', 'ai')).toEqual(sorted('ml'));
    expect(await found('title', 'machine cooking')).toEqual([]);
  });

  it('treats % and _ literally', async () => {
    expect(await found('keyword', '0%')).toEqual(sorted('ml'));
    expect(await found('keyword', '%')).toEqual(sorted('ml'));
    expect(await found('keyword', '_')).toEqual([]);
  });

  it('reads only the fields of the box', async () => {
    expect(await found('title', '夏目漱石')).toEqual([]);
  });
});

describe('exact search (operation 2)', () => {
  it('needs the whole value', async () => {
    expect(await found('author-exact', '夏目漱石')).toEqual(sorted('neko', 'botchan'));
    expect(await found('author-exact', '夏目')).toEqual([]);
  });
});

describe('date, month and year ranges (operations 3, 6, 7)', () => {
  it('filters the publish date by whole days', async () => {
    expect(await found('published', '1905/01/01,1905/12/31')).toEqual(sorted('neko'));
    expect(await found('published', ',1906/04/01')).toEqual(sorted('neko', 'botchan'));
    expect(await found('published', '2021/12/31,')).toEqual(sorted('space'));
  });

  it('covers whole months and whole years', async () => {
    expect(await found('month', '2021/07/20,2021/07/20')).toEqual(sorted('ml'));
    expect(await found('year', '2021/01/01,2021/01/01')).toEqual(sorted('ml', 'space'));
    expect(await found('year', '1905,1906')).toEqual(sorted('neko', 'botchan'));
  });

  it('refuses malformed and reversed ranges', async () => {
    expect((await search('published', '2021-13-01,')).body.status).toBe(400);
    expect((await search('published', 'yesterday')).body.status).toBe(400);
    expect((await search('published', '2022/01/01,2021/01/01')).body.status).toBe(409);
  });
});

describe('choices (operations 4 and 5)', () => {
  it('single choice takes one of its values', async () => {
    expect(await found('genre', '歴史')).toEqual(sorted('history'));
    const two = await search('genre', '歴史,科学');
    expect(two.status).toBe(400);
    expect(two.body.status).toBe(400);
  });

  it('multi choice finds contents with any of the chosen values', async () => {
    expect(await found('genres', '歴史,科学')).toEqual(sorted('history', 'ml', 'space'));
  });

  it('refuses a value that is not a choice of the box', async () => {
    expect((await search('genres', '歴史,料理')).status).toBe(400);
  });
});

describe('groups of a search box', () => {
  it('limits results to the chosen group, or to the box groups when none is chosen', async () => {
    expect(await found('shelf', 'の', [science])).toEqual(sorted('space'));
    expect(await found('shelf', 'の')).toEqual(sorted('history', 'space'));
  });

  it('refuses a group the box does not offer', async () => {
    const other = await addGroup(t, t.fixtures.sakura.id, 'その他');
    expect((await search('shelf', 'の', [other])).status).toBe(400);
  });
});

describe('requests', () => {
  it('combines several boxes with AND and ignores empty values', async () => {
    const res = await t
      .anonymous()
      .post('/api/v1/content/search?path=sakura')
      .set('X-Access-Token', token)
      .send({
        searchRequests: [
          { searchBoxId: 'keyword', value: '夏目漱石' },
          { searchBoxId: 'published', value: '1906/01/01,' },
          { searchBoxId: 'title', value: '' },
        ],
      })
      .expect(200);
    expect(idsOf(res)).toEqual([ids.botchan]);
  });

  it('refuses an unknown search box', async () => {
    const res = await search('nope', 'x');
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(400);
  });

  it('answers items shaped like content list items', async () => {
    const res = await search('title', '猫である');
    expect(res.body.data).toMatchObject({
      total_elements: 1,
      total_pages: 1,
      page_number: 1,
      page_size: 50,
    });
    expect(res.body.data.content[0]).toMatchObject({
      id: ids.neko,
      title: '吾輩は猫である',
      author: '夏目漱石',
    });
  });
});
