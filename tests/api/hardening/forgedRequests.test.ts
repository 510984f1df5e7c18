import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, hosts } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents, createContent } from '../../support/contents';
import { createReader } from '../../support/readers';
import { Role } from '../../../server/src/access/roles';

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('sakura');
});
afterEach(async () => {
  await clearContents(t);
  await t.reset();
});
afterAll(() => t.destroy());

const evil = 'http://evil.example';
/** A page on a sibling subdomain: another tenant under the console's registrable domain. */
const sibling = { 'Sec-Fetch-Site': 'same-site', Origin: 'http://other-tenant.test' };

async function headerVersion(): Promise<number> {
  const row = await t
    .db('tenant_settings')
    .where({ company_id: t.fixtures.sakura.id, kind: 'header' })
    .first('version');
  return Number(row?.version ?? 0);
}

async function contentCount(): Promise<number> {
  const [{ count }] = await t.db('contents').count({ count: '*' });
  return Number(count);
}

async function saveHeader() {
  const current = await admin.get('/api/admin/settings/header').expect(200);
  await admin.put('/api/admin/settings/header').send({ data: current.body.data }).expect(200);
}

describe('cookie-authenticated state changes from another site are refused', () => {
  it('a settings reset with a foreign Origin answers 403 and resets nothing', async () => {
    await saveHeader();
    const before = await headerVersion();
    const res = await admin.post('/api/admin/settings/header/reset').set('Origin', evil);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: 403, message_key: 'api.error.403' });
    expect(await headerVersion()).toBe(before);
  });

  it('a content create with a foreign Origin answers 403 and creates nothing', async () => {
    const res = await admin
      .post('/api/admin/contents')
      .set('Origin', evil)
      .send({ title: 'Forged' });
    expect(res.status).toBe(403);
    expect(await contentCount()).toBe(0);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a sibling subdomain (same-site)', sibling],
    ['Origin: null (a sandboxed frame)', { Origin: 'null' }],
    ['the right host on another port', { Origin: `http://${hosts.admin}:8443` }],
  ])('%s is refused', async (_name, headers) => {
    const res = await admin
      .post('/api/admin/contents')
      .set('Host', hosts.admin)
      .set(headers)
      .send({ title: 'Forged' });
    expect(res.status).toBe(403);
    expect(await contentCount()).toBe(0);
  });

  it('the spec v1 admin aliases are guarded too', async () => {
    await saveHeader();
    const before = await headerVersion();
    await admin
      .put('/api/v1/layout-setting/reset-layout-setting?path=sakura')
      .set(sibling)
      .send({})
      .expect(403);
    await admin.put('/api/v1/header/update?path=sakura').set('Origin', evil).send({}).expect(403);
    expect(await headerVersion()).toBe(before);
  });

  it("a reader's cookie call from another site is refused", async () => {
    const reader = await createReader(t, t.fixtures.sakura.id);
    const content = await createContent(t, t.fixtures.sakura.id);
    const res = await t
      .anonymous()
      .post('/api/v1/content/favorites/add?path=sakura')
      .set('Cookie', `hd_sakura=${reader.token}`)
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ content_id: content.id });
    expect(res.status).toBe(403);
    const [{ count }] = await t.db('favourites').count({ count: '*' });
    expect(Number(count)).toBe(0);
  });
});

describe('bodies an HTML form can send are refused with cookies', () => {
  it.each([
    ['text/plain', 'title=Forged'],
    ['application/x-www-form-urlencoded', 'title=Forged'],
  ])('%s on a JSON endpoint answers 403', async (type, body) => {
    const res = await admin.post('/api/admin/contents').set('Content-Type', type).send(body);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/JSON/);
    expect(await contentCount()).toBe(0);
  });

  it('multipart on a JSON endpoint answers 403', async () => {
    const res = await admin.post('/api/admin/contents').field('title', 'Forged');
    expect(res.status).toBe(403);
    expect(await contentCount()).toBe(0);
  });

  it('multipart on an upload endpoint is accepted', async () => {
    const csv =
      'email,username,full_name,password,lang,group,status\n' +
      'imported@example.test,imported,Imported,Passw0rd-x,ja,,0\n';
    await admin
      .post('/api/admin/imports/users')
      .set('Origin', `http://${hosts.admin}`)
      .set('Host', hosts.admin)
      .attach('file', Buffer.from(csv), 'users.csv')
      .expect(202);
    await t.jobs.drain();
    await t.db('jobs').delete();
  });
});

describe('calls that cannot be forged still work', () => {
  it('same-origin console calls (Origin and Sec-Fetch-Site of our own host)', async () => {
    await admin
      .post('/api/admin/contents')
      .set('Host', hosts.admin)
      .set('Origin', `http://${hosts.admin}`)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ title: 'Mine' })
      .expect(201);
    expect(await contentCount()).toBe(1);
  });

  it('X-Access-Token calls, whatever their Origin (a page cannot add that header)', async () => {
    const staff = await createReader(t, t.fixtures.sakura.id, { roleLevel: Role.COMPANY_ADMIN });
    await t
      .anonymous()
      .post('/api/admin/contents')
      .set('X-Access-Token', staff.token)
      .set('Origin', evil)
      .send({ title: 'Server to server' })
      .expect(201);
  });

  it('clients that send neither Origin nor Sec-Fetch-Site (no browser)', async () => {
    await admin.post('/api/admin/contents').send({ title: 'Script' }).expect(201);
  });
});

describe('the reader and console cookies never stand in for each other', () => {
  it("a reader's cookie opens no admin call, the console cookie no reader session", async () => {
    const reader = await createReader(t, t.fixtures.sakura.id);
    const withReaderCookie = (request: ReturnType<TestAgent['get']>) =>
      request.set('Cookie', `hd_sakura=${reader.token}`);
    await withReaderCookie(t.anonymous().get('/api/admin/settings/header')).expect(401);
    const alias = await withReaderCookie(t.anonymous().get('/api/v1/header/detail?path=sakura'));
    expect(alias.status).toBe(403);
    await admin.get('/api/v1/auth/info?path=sakura').expect(401);
  });
});
