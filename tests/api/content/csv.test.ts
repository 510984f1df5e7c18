import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { servicesOf } from '../../../server/src/app';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents, createContent, createGroup, setMaxContent } from '../../support/contents';

let t: TestApp;
let admin: TestAgent;
let sakura: string;
const year = () => t.clock.now().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  sakura = t.fixtures.sakura.id;
  admin = await t.login('sakura');
});
afterEach(async () => {
  await servicesOf(t.app).jobs.drain();
  await clearContents(t);
  await setMaxContent(t, sakura, 10);
  await t.reset();
});
afterAll(() => t.destroy());

const header = 'id,title,author,type,print,is_published,published_date,groups';
const labels = 'ID,タイトル,著者,種別,印刷,公開,発行日,コンテンツグループ';
const file = (...rows: string[]) => [header, labels, ...rows].join('\r\n');

function upload(text: string, name = 'contents.csv', fields: Record<string, string> = {}) {
  let req = admin.post('/api/admin/contents/import');
  for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
  return req.attach('file', Buffer.from(text, 'utf8'), name);
}

/** Runs the queued import and answers the finished job with its log. */
async function finish(id: string) {
  const jobs = servicesOf(t.app).jobs;
  await jobs.drain();
  return { job: await jobs.get(id), logs: await jobs.logs(id) };
}

describe('content CSV import', () => {
  it('adds and updates contents and reports broken rows by line', async () => {
    const group = await createGroup(t, sakura, { refCode: 'lit' });
    const existing = await createContent(t, sakura, { title: 'Old title' });
    const csv = file(
      String(year()),
      ',こころ,夏目漱石,new,1,1,04/20/1914,lit',
      ',,No title,,,,,',
      `${existing.id},New title,Someone,,2,0,,`,
      ',Bad type,X,weird,,,,',
      ',Bad group,X,,,,,nowhere',
      `${'f'.repeat(32)},Ghost,X,,,,,`,
    );
    const res = await upload(csv).expect(202);
    const { job, logs } = await finish(res.body.id);
    expect(job).toMatchObject({ status: 'done', result: { created: 1, updated: 1, failed: 4 } });
    expect(logs.filter((l) => l.line !== null).map((l) => l.line)).toEqual([5, 7, 8, 9]);
    expect(logs.find((l) => l.line === 5)?.message).toContain('title');
    expect(logs.find((l) => l.line === 9)?.message).toContain('No content with id');

    const kokoro = await t.db('contents').where({ company_id: sakura, title: 'こころ' }).first();
    expect(kokoro).toMatchObject({ author: '夏目漱石', type: 'new', print: 1 });
    const items = await t.db('content_group_items').where({ content_group_id: group.id });
    expect(items.map((i) => i.content_id)).toEqual([kokoro.id]);
    const updated = await t.db('contents').where({ id: existing.id }).first();
    expect(updated).toMatchObject({ title: 'New title', print: 2 });
    expect(Boolean(updated.is_published)).toBe(false);
  });

  it('imports and exports seats and page caps (empty: no limit), refusing a word', async () => {
    const caps = [
      'title,max_readers,print_page_limit,download_page_limit',
      'タイトル,同時閲覧数,印刷上限ページ数（月）,ダウンロード上限ページ数',
      String(year()),
      'Licensed,3,60,30',
      'Open,,,',
      'Wrong,many,,',
    ].join('\r\n');
    const { job, logs } = await finish((await upload(caps).expect(202)).body.id);
    expect(job).toMatchObject({ result: { created: 2, updated: 0, failed: 1 } });
    expect(logs.find((l) => l.line === 6)?.message).toContain('maxReaders');
    const row = (title: string) => t.db('contents').where({ company_id: sakura, title }).first();
    expect(await row('Licensed')).toMatchObject({
      max_readers: 3,
      print_page_limit: 60,
      download_page_limit: 30,
    });
    expect(await row('Open')).toMatchObject({
      max_readers: null,
      print_page_limit: null,
      download_page_limit: null,
    });
    const exported = (await admin.get('/api/admin/contents/export').buffer(true).expect(200)).text;
    const [names, , , ...lines] = exported.slice(1).trim().split('\r\n');
    const columns = names.split(',');
    const licensed = lines.find((line) => line.includes('Licensed'))!.split(',');
    const at = (name: string) => licensed[columns.indexOf(name)];
    expect([at('max_readers'), at('print_page_limit'), at('download_page_limit')]).toEqual([
      '3',
      '60',
      '30',
    ]);
  });

  it('checks the extension, the row count and the year before queueing anything', async () => {
    const before = (await t.db('jobs').where({ type: 'content-import' })).length;
    const bad = async (req: ReturnType<typeof upload>, key: string) => {
      const res = await req.expect(400);
      expect(res.body.errors).toEqual({ file: key });
    };
    await bad(upload(file(String(year())), 'contents.txt'), 'validate.file.notAllowed');
    await bad(upload([header, labels].join('\n')), 'validate.file.invalid');
    await bad(upload(file(String(year() - 1), ',A,,,,,,')), 'validate.file.yearInvalid');
    await bad(upload(file('', ',A,,,,,,')), 'validate.file.yearInvalid');
    await bad(upload('"broken\n,\n,'), 'validate.file.invalid');
    const given = await upload(file('2020', ',From 2020,,,,,,'), 'c.csv', { year: '2020' }).expect(
      202,
    );
    expect((await finish(given.body.id)).job?.status).toBe('done');
    await upload(file('2020'), 'c.csv', { year: 'soon' }).expect(400);
    expect(await t.db('jobs').where({ type: 'content-import' })).toHaveLength(before + 1);
  });

  it('refuses a file that would exceed maxContent (426) and writes nothing', async () => {
    await setMaxContent(t, sakura, 2);
    await createContent(t, sakura);
    const res = await upload(file(String(year()), ',A,,,,,,', ',B,,,,,,')).expect(400);
    expect(res.body.status).toBe(426);
    expect(await t.db('contents').where({ company_id: sakura })).toHaveLength(1);
  });

  it('runs one import per tenant at a time (746)', async () => {
    await upload(file(String(year()), ',A,,,,,,')).expect(202);
    const busy = await upload(file(String(year()), ',B,,,,,,')).expect(400);
    expect(busy.body.status).toBe(746);
  });
});

describe('content CSV export', () => {
  it('writes UTF-8 with a BOM in the layout the import reads, on both paths', async () => {
    const group = await createGroup(t, sakura, { refCode: 'lit' });
    await createContent(t, sakura, {
      title: '吾輩は猫である',
      publishedDate: '1905-01-01T00:00:00.000Z',
      groupIds: [group.id],
    });
    await createContent(t, t.fixtures.aozora.id, { title: 'Elsewhere' });
    const res = await admin.get('/api/admin/contents/export').buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = res.text;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0].startsWith('id,title,author,type')).toBe(true);
    expect(lines[1].startsWith('ID,タイトル')).toBe(true);
    expect(lines[2].split(',')[0]).toBe(String(year()));
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('吾輩は猫である');
    expect(lines[3]).toContain('01/01/1905');
    expect(lines[3]).toContain(',lit,');

    const v1 = await admin
      .get('/api/v1/content/export-csv')
      .query({ path: 'sakura' })
      .buffer(true)
      .expect(200);
    expect(v1.text).toBe(text);

    const reimport = await admin
      .post('/api/admin/contents/import')
      .attach('file', Buffer.from(text, 'utf8'), 'contents.csv')
      .expect(202);
    const { job } = await finish(reimport.body.id);
    expect(job?.result).toEqual({ created: 0, updated: 1, failed: 0 });
  });
});
