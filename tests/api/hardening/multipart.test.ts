import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { englishPdf, tinyPng } from '../../support/pdfs';
import { expectCleanAnswer, expectUnchanged } from './support';
import { createHarness } from './support';
import type { Harness } from './support';

let h: Harness;
let admin: TestAgent;
let pdf: Buffer;
let contentId: string;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.t.login('sakura');
  pdf = await englishPdf();
  contentId = h.realId({ method: 'put', path: '/contents/{id}', as: 'admin' });
});
afterAll(() => h.t.destroy());

type Build = (request: ReturnType<TestAgent['post']>) => ReturnType<TestAgent['post']>;

/** Uploads of contents: PDF + `content-data` JSON, in the admin and the spec's v1 form. */
const uploads = () =>
  [
    ['POST /api/admin/content-files', () => admin.post('/api/admin/content-files')],
    ['PUT /api/admin/content-files/{id}', () => admin.put(`/api/admin/content-files/${contentId}`)],
    ['POST /api/v1/content/upload-add', () => admin.post('/api/v1/content/upload-add?path=sakura')],
    [
      'PUT /api/v1/content/replace-content/{id}',
      () => admin.put(`/api/v1/content/replace-content/${contentId}?path=sakura`),
    ],
  ] as const;

const contentData: Build[] = [
  ...[
    'null',
    '[]',
    '"x"',
    '42',
    '{',
    '{"title":5}',
    '{"title":"a\\u0000b"}',
    '{"title":["x"]}',
    '{"title":"ok","group_ids":"x","content_group_ids":[{}]}',
    '{"title":"ok","groupIds":["../.."]}',
    '{"__proto__":{"title":"x"}}',
    'x'.repeat(70_000),
  ].map(
    (data) => (r: ReturnType<TestAgent['post']>) =>
      r.field('content-data', data).attach('file', pdf, 'book.pdf'),
  ),
  (r) => r.field('content-data', '{"title":"ok"}').attach('file', Buffer.alloc(0), 'empty.pdf'),
  (r) =>
    r.field('content-data', '{"title":"ok"}').attach('file', Buffer.from('%PDF-1.4 junk'), 'x.pdf'),
  (r) => r.field('content-data', '{"title":"ok"}').attach('file', tinyPng(), 'cover.png'),
  (r) =>
    r.field('content-data', '{"title":"ok"}').attach('file', pdf, '../../etc/passwd\u0000.pdf'),
  (r) => r.field('content-data', '{"title":"ok"}').attach('file', pdf, `${'長'.repeat(5000)}.pdf`),
  (r) =>
    r
      .field('content-data', '{"title":"ok"}')
      .attach('file', pdf, 'a.pdf')
      .attach('file', pdf, 'b.pdf'),
  (r) =>
    r
      .field('content-data', '{"title":"ok"}')
      .attach('cover', pdf, 'cover.png')
      .attach('file', pdf, 'a.pdf'),
  (r) => r.field('content-data', '{"title":"ok"}').attach('unknown', pdf, 'a.pdf'),
  (r) => r.field('content-data', '{"title":"ok"}').field('content-data', '{"title":"two"}'),
  (r) => r.set('Content-Type', 'multipart/form-data; boundary=x').send('--x\r\nbroken'),
  (r) => r.set('Content-Type', 'multipart/form-data').send('no boundary'),
];

/** CSV imports of users and contents, as files with odd names, modes and contents. */
const imports = () =>
  [
    ['POST /api/admin/imports/users', () => admin.post('/api/admin/imports/users')],
    [
      'POST /api/v1/import-csv-file/upload-csv',
      () => admin.post('/api/v1/import-csv-file/upload-csv?path=sakura'),
    ],
    ['POST /api/admin/contents/import', () => admin.post('/api/admin/contents/import')],
  ] as const;

const csvBodies: Build[] = [
  (r) => r.field('mode', 'x'.repeat(5000)).attach('file', Buffer.from('email\n'), 'u.csv'),
  (r) => r.field('mode', 'a\u0000b').attach('file', Buffer.from('email\n'), 'u.csv'),
  (r) => r.attach('file', Buffer.from([0xff, 0xfe, 0x00, 0x00, 0x0a]), 'u.csv'),
  (r) => r.attach('file', Buffer.from('"unclosed\n'), 'u.csv'),
  (r) => r.attach('file', Buffer.from(`${'x'.repeat(200_000)}\n`), 'u.csv'),
  (r) => r.attach('file', tinyPng(), '../../x.csv'),
  (r) => r.field('file', 'not a file'),
  (r) => r.set('Content-Type', 'application/json').send('{"file":"x"}'),
];

/** A rejected upload stores nothing (the job a valid import starts is not a rejection). */
async function check(
  name: string,
  start: () => ReturnType<TestAgent['post']>,
  build: Build,
  i: number,
) {
  const before = await h.snapshot();
  const res: Response = await build(start());
  expectCleanAnswer(res, `${name} case ${i}`);
  if (res.status >= 400) await expectUnchanged(h, before, `${name} case ${i}`);
}

describe('hostile multipart uploads never answer 5xx and a rejected one stores nothing', () => {
  it.each(uploads())('%s', async (name, start) => {
    for (const [i, build] of contentData.entries()) await check(name, start, build, i);
  });

  it.each(imports())('%s', async (name, start) => {
    for (const [i, build] of csvBodies.entries()) await check(name, start, build, i);
  });
});
