import { Status } from '@hondana/schemas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageEvent } from '../../../server/src/viewer/usage';
import type { UsageEventCode } from '../../../server/src/viewer/usage';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { englishPdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import { bookWithFile, openViewer, statusOf } from '../viewer/support';
import { expectValidReport, monthFrom } from './support';

/**
 * TR_B1 and TR_B2 of a seeded month against counts worked out by hand from the usage log
 * (the comments beside each seed), through the SUSHI API and the console's TSV file.
 */
let t: TestApp;
let sakura: string;
let month: string;
let apiKey: string;
let faculty: string;
let libraryLan: string;
let bookOne: string;
let bookTwo: string;

const at = (day: string, time: string) => new Date(`${month}-${day}T${time}:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  // Frozen: the viewer's own events land in one instant (one hour slice).
  t.clock.freeze();
  sakura = t.fixtures.sakura.id;
  month = monthFrom(t.clock.now(), 0);
  const admin = await t.login('sakura');
  faculty = (await admin.post('/api/admin/user-groups').send({ name: 'Faculty' }).expect(201)).body
    .id;
  const lan = await admin
    .post('/api/admin/ip-groups')
    .send({ name: 'Library LAN', cidr: '10.1.0.0/24' })
    .expect(201);
  libraryLan = lan.body.id;
  const lanAccount = String(
    (await t.db('ip_groups').where({ id: libraryLan }).first('user_id')).user_id,
  );
  const hana = await createReader(t, sakura);
  await t.db('users').where({ id: hana.id }).update({ user_group_id: faculty });
  const ken = await createReader(t, sakura);
  const pdf = await englishPdf();
  bookOne = (await bookWithFile(t, sakura, pdf, { title: 'Book one', maxReaders: 1 })).id;
  bookTwo = (await bookWithFile(t, sakura, pdf, { title: 'Book two', publishedDate: '2019-04-01' }))
    .id;

  // Through the viewer: hana opens book one twice (her one seat), ken is refused (750).
  await openViewer(t.app, hana, { content_id: bookOne }).expect(200);
  await openViewer(t.app, hana, { content_id: bookOne }).expect(200);
  expect(statusOf(await openViewer(t.app, ken, { content_id: bookOne }))).toBe(
    Status.sessionMaximum,
  );

  const usage = t.ctx.viewer.usage;
  const log = (userId: string, contentId: string, event: UsageEventCode, when: Date) =>
    usage.record({ companyId: sakura, contentId, userId, event, quantity: 1, at: when });
  // hana, book two: opens at 10:05 and 10:40 (one hour slice), 11:10, a download at 11:20.
  await log(hana.id, bookTwo, UsageEvent.OPEN, at('02', '10:05'));
  await log(hana.id, bookTwo, UsageEvent.OPEN, at('02', '10:40'));
  await log(hana.id, bookTwo, UsageEvent.OPEN, at('02', '11:10'));
  await log(hana.id, bookTwo, UsageEvent.DOWNLOAD, at('02', '11:20'));
  // Page views and prints are no requests.
  await log(hana.id, bookTwo, UsageEvent.PAGE_VIEWS, at('02', '11:30'));
  await log(ken.id, bookTwo, UsageEvent.PRINT, at('02', '11:30'));
  // The library's IP account: two opens of book two in one hour, one refusal of book one.
  await log(lanAccount, bookTwo, UsageEvent.OPEN, at('03', '09:00'));
  await log(lanAccount, bookTwo, UsageEvent.OPEN, at('03', '09:30'));
  await log(lanAccount, bookOne, UsageEvent.LIMIT_EXCEEDED, at('03', '09:45'));
  // The month before: outside the report.
  await log(
    hana.id,
    bookOne,
    UsageEvent.OPEN,
    new Date(`${monthFrom(at('01', '00:00'), -1)}-20T08:00:00Z`),
  );
  // Another tenant's use of its own book: never in sakura's reports.
  const aozora = t.fixtures.aozora.id;
  const stranger = await createReader(t, aozora);
  const theirs = await bookWithFile(t, aozora, pdf, { title: 'Their book' });
  await usage.record({
    companyId: aozora,
    contentId: theirs.id,
    userId: stranger.id,
    event: UsageEvent.OPEN,
    quantity: 1,
    at: at('04', '12:00'),
  });

  // To the middle of next month: the seeded month is complete.
  const now = t.clock.now();
  t.clock.advance(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15) - now.getTime());
  const again = await t.login('sakura');
  apiKey = (
    await again.post('/api/admin/integration-tokens').send({ name: 'Harvester' }).expect(201)
  ).body.token;
});
afterAll(() => t.destroy());

function sushi(path: string, query: Record<string, string>) {
  return t
    .anonymous()
    .get(`/api/sushi/r51${path}`)
    .query({ api_key: apiKey, begin_date: month, end_date: month, ...query });
}

/** Metric → count in the month, per title. */
function countsOf(body: {
  Report_Items: {
    Title: string;
    Attribute_Performance: { Performance: Record<string, Record<string, number>> }[];
  }[];
}) {
  return Object.fromEntries(
    body.Report_Items.map((item) => [
      item.Title,
      Object.fromEntries(
        Object.entries(item.Attribute_Performance[0].Performance).map(([metric, months]) => [
          metric,
          months[month],
        ]),
      ),
    ]),
  );
}

describe('TR_B1: book requests', () => {
  it('counts the whole tenant as worked out by hand, as a valid R5.1 report', async () => {
    const res = await sushi('/reports/tr_b1', { customer_id: sakura }).expect(200);
    expectValidReport(res.body);
    expect(countsOf(res.body)).toEqual({
      // hana's two viewer opens in one instant: 2 requests, 1 session.
      'Book one': { Total_Item_Requests: 2, Unique_Title_Requests: 1 },
      // hana 3 opens + 1 download in hours 10 and 11; the LAN 2 opens in hour 9.
      'Book two': { Total_Item_Requests: 6, Unique_Title_Requests: 3 },
    });
    const header = res.body.Report_Header;
    expect(header).toMatchObject({
      Release: '5.1',
      Report_ID: 'TR_B1',
      Report_Name: 'Book Requests (Controlled)',
      Customer_ID: sakura,
      Institution_Name: 'Sakura Library',
      Institution_ID: { Proprietary: [`hondana:${sakura}`] },
      Report_Filters: {
        Begin_Date: `${month}-01`,
        Access_Type: ['Controlled'],
        Data_Type: ['Book'],
      },
    });
    expect(header.Exceptions).toBeUndefined();
    const two = res.body.Report_Items.find((item: { Title: string }) => item.Title === 'Book two');
    expect(two).toMatchObject({
      Platform: 'Hondana',
      Publisher: 'Sakura Library',
      Item_ID: { Proprietary: `hondana:${bookTwo}` },
      Attribute_Performance: [{ Data_Type: 'Book', YOP: '2019' }],
    });
  });

  it('counts a user group (its readers) and an IP group (its account) on their own', async () => {
    const group = await sushi('/reports/tr_b1', { customer_id: faculty }).expect(200);
    expectValidReport(group.body);
    expect(group.body.Report_Header).toMatchObject({
      Customer_ID: faculty,
      Institution_Name: 'Faculty',
    });
    expect(countsOf(group.body)).toEqual({
      'Book one': { Total_Item_Requests: 2, Unique_Title_Requests: 1 },
      'Book two': { Total_Item_Requests: 4, Unique_Title_Requests: 2 },
    });
    const lan = await sushi('/reports/tr_b1', { customer_id: libraryLan }).expect(200);
    expectValidReport(lan.body);
    expect(countsOf(lan.body)).toEqual({
      'Book two': { Total_Item_Requests: 2, Unique_Title_Requests: 1 },
    });
  });
});

describe('TR_B2: book access denied', () => {
  it('reports the seat refusals as Limit_Exceeded', async () => {
    const res = await sushi('/reports/tr_b2', { customer_id: sakura }).expect(200);
    expectValidReport(res.body);
    expect(res.body.Report_Header.Report_Name).toBe('Book Access Denied');
    // ken's refusal through the viewer and the LAN's logged one.
    expect(countsOf(res.body)).toEqual({ 'Book one': { Limit_Exceeded: 2 } });
    expect(res.body.Report_Items[0].Attribute_Performance[0].YOP).toBe('0001');
    const lan = await sushi('/reports/tr_b2', { customer_id: libraryLan }).expect(200);
    expect(countsOf(lan.body)).toEqual({ 'Book one': { Limit_Exceeded: 1 } });
  });

  it('answers an institution without refusals with an empty report and 3030', async () => {
    const res = await sushi('/reports/tr_b2', { customer_id: faculty }).expect(200);
    expectValidReport(res.body);
    expect(res.body.Report_Items).toEqual([]);
    expect(res.body.Report_Header.Exceptions).toEqual([
      { Code: 3030, Message: 'No Usage Available for Requested Dates' },
    ]);
  });

  it('keeps refusals out of the usage report (they are no use)', async () => {
    const report = await t.ctx.viewer.usage.report(sakura, month, month);
    const one = report.find((row) => row.contentId === bookOne);
    expect(one).toMatchObject({ opens: 2, pageViews: 0, downloads: 0 });
  });
});

describe('the console TSV file', () => {
  it('is the tabular form of the same figures', async () => {
    const admin = await t.login('sakura');
    const res = await admin
      .get('/api/admin/counter-reports/tr_b1/tsv')
      .query({ begin: month, end: month })
      .expect(200);
    expect(res.headers['content-type']).toContain('text/tab-separated-values');
    expect(res.headers['content-disposition']).toContain(`TR_B1_${month}_${month}.tsv`);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('Report_Name\tBook Requests (Controlled)');
    expect(lines).toContain('Release\t5.1');
    expect(lines).toContain(`Reporting_Period\tBegin_Date=${month}-01; End_Date=${lastDay(month)}`);
    const body = lines.slice(lines.indexOf('') + 1).filter(Boolean);
    expect(body[0].split('\t').slice(0, 14)).toEqual([
      'Title',
      'Publisher',
      'Publisher_ID',
      'Platform',
      'DOI',
      'Proprietary_ID',
      'ISBN',
      'Print_ISSN',
      'Online_ISSN',
      'URI',
      'Data_Type',
      'YOP',
      'Metric_Type',
      'Reporting_Period_Total',
    ]);
    const rows = body.slice(1).map((line) => line.split('\t'));
    const cells = rows.map((row) => [row[0], row[5], row[11], row[12], row[13], row[14]]);
    expect(cells).toEqual([
      ['Book one', `hondana:${bookOne}`, '0001', 'Total_Item_Requests', '2', '2'],
      ['Book one', `hondana:${bookOne}`, '0001', 'Unique_Title_Requests', '1', '1'],
      ['Book two', `hondana:${bookTwo}`, '2019', 'Total_Item_Requests', '6', '6'],
      ['Book two', `hondana:${bookTwo}`, '2019', 'Unique_Title_Requests', '3', '3'],
    ]);
  });

  it('lists the tenant and its institutions, and refuses another tenant’s', async () => {
    const admin = await t.login('sakura');
    const list = await admin.get('/api/admin/counter-reports/institutions').expect(200);
    expect(list.body).toEqual([
      { id: sakura, name: 'Sakura Library', kind: 'tenant' },
      { id: faculty, name: 'Faculty', kind: 'userGroup' },
      { id: libraryLan, name: 'Library LAN', kind: 'ipGroup' },
    ]);
    const aozora = await t.login('aozora');
    const theirs = await aozora
      .get('/api/admin/counter-reports/tr_b1/tsv')
      .query({ begin: month, end: month, institution: faculty });
    expect(theirs.status).toBe(400);
    expect(theirs.body.errors.institution).toBeTruthy();
    const own = await aozora
      .get('/api/admin/counter-reports/tr_b1/tsv')
      .query({ begin: month, end: month })
      .expect(200);
    expect(own.text).not.toContain('Book one');
    expect(own.text).toContain('Their book');
  });
});

function lastDay(value: string): string {
  const [year, number] = value.split('-').map(Number);
  return `${value}-${new Date(Date.UTC(year, number, 0)).getUTCDate()}`;
}
