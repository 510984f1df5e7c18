import { Status } from '@hondana/schemas/contracts';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts } from '../../support/app';
import type { TestApp } from '../../support/app';
import { englishPdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { bookWithFile, binary, fetchFile, openViewer, statusOf, v1 } from '../viewer/support';

// The hostile walk over what issue 29 changed in the viewer: Range headers an attacker would
// try, tokens used by someone else or on another tenant, page numbers outside the book. Every
// answer is a catalogue code (never 5xx), none carries the whole file, and a refused call
// spends nothing of the reader's day.

let t: TestApp;
let owner: TestReader;
let stranger: TestReader;
let file: Buffer;
let token: string;
let bookId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.freeze();
  const sakura = t.fixtures.sakura.id;
  owner = await createReader(t, sakura);
  stranger = await createReader(t, sakura);
  file = await englishPdf();
  const book = await bookWithFile(t, sakura, file);
  bookId = book.id;
  await t.db('contents').where({ id: book.id }).update({ page_count: 3 });
  token = (await openViewer(t.app, owner, { content_id: book.id }).expect(200)).body.data.token_id;
});
afterAll(() => t.destroy());

const spent = async () =>
  Number((await t.db('viewer_byte_budgets').sum({ bytes: 'bytes' }).first())?.bytes ?? 0);

describe('the file endpoint under hostile Range headers', () => {
  const size = () => file.length;
  const hostile = () => [
    'bytes=0-99999999999999999999999',
    'bytes=99999999999999999999-',
    `bytes=${size()}-`,
    `bytes=${size() + 10}-${size() + 20}`,
    'bytes=-0',
    'bytes=--1',
    'bytes=5-1',
    'bytes=-99999999999999999999',
    'bytes=0-0,0-0,0-0,0-0,0-0,0-0,0-0,0-0',
    'bytes=0x10-0x20',
    'items=0-10',
    `bytes=0-${'9'.repeat(5000)}`,
    'bytes=\t0-10',
    'bytes=0-10;',
  ];

  it('answers each with a range of the file or a catalogue refusal, never the whole file', async () => {
    for (const range of hostile()) {
      const res = await fetchFile(t.app, token, { Range: range }, owner);
      expect(res.status, range).toBeLessThan(500);
      expect(res.body.length, range).toBeLessThan(size());
      if (res.status === 206) {
        const [, start, end] = /^bytes (\d+)-(\d+)\//.exec(res.headers['content-range']) ?? [];
        expect(Buffer.compare(res.body, file.subarray(Number(start), Number(end) + 1))).toBe(0);
      } else {
        expect([Status.cannotDownload, 416], range).toContain(statusOf(res));
      }
    }
  });

  it('charges nothing for a refused request', async () => {
    const before = await spent();
    for (const range of ['items=0-10', 'bytes=0-1,4-5', `bytes=${size() + 10}-`]) {
      const res = await fetchFile(t.app, token, { Range: range }, owner);
      expect(res.status, `${range}: ${res.headers['content-range']}`).not.toBe(206);
    }
    await fetchFile(t.app, token, {}, owner);
    expect(await spent()).toBe(before);
  });
});

describe('a token used by someone it was not issued to', () => {
  it("refuses another reader's session and another tenant, and serves no byte", async () => {
    const before = await spent();
    const asStranger = await fetchFile(t.app, token, { Range: 'bytes=0-9' }, stranger);
    expect(asStranger.status).not.toBe(206);
    const onAozora = await supertest(t.app)
      .get(`/api/v1/viewer/file/${token}`)
      .set('Host', hosts.aozora)
      .set('X-Access-Token', owner.token)
      .set('Range', 'bytes=0-9')
      .buffer(true)
      .parse(binary);
    expect(onAozora.status).not.toBe(206);
    expect(onAozora.status).toBeLessThan(500);
    for (const call of ['heartbeat', 'print', 'page-views']) {
      const res = await v1(t.app, 'post', `/viewer/tokens/${token}/${call}`, stranger).send({
        pages: [1],
      });
      expect(res.status, call).toBeLessThan(500);
      expect(statusOf(res), call).not.toBe(Status.ok);
    }
    expect(await spent()).toBe(before);
    // The owner's token still works: a stranger's attempt closes nothing.
    await fetchFile(t.app, token, { Range: 'bytes=0-9' }, owner).expect(206);
  });
});

describe('page views and prints outside the book', () => {
  it('refuses them with 400 and logs nothing', async () => {
    const logged = async () => Number((await t.db('usage_events').count({ n: '*' }).first())?.n);
    const before = await logged();
    for (const pages of [[0], [4], [-1], [1.5], [2 ** 31], ['1'], [null]]) {
      const res = await v1(t.app, 'post', `/viewer/tokens/${token}/page-views`, owner).send({
        pages,
      });
      expect(statusOf(res), JSON.stringify(pages)).toBe(Status.badRequest);
    }
    for (const pages of [4, 99_999, -1, 0, 'all']) {
      const res = await v1(t.app, 'post', `/viewer/tokens/${token}/print`, owner).send({ pages });
      expect(res.status, String(pages)).toBeLessThan(500);
      expect(statusOf(res), String(pages)).not.toBe(Status.ok);
    }
    expect(await logged()).toBe(before);
    expect(bookId).toBeTruthy();
  });
});
