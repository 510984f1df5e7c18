import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../support/app';
import type { TestApp } from '../support/app';

let t: TestApp;
let system: TestAgent;
let sakura: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  system = await t.login('system');
  sakura = await t.login('sakura');
});
afterAll(() => t.destroy());

/** Values that have broken servers before: NUL, broken percent-encoding, huge, traversal. */
const hostile = ['%00', 'a%00b', '%E0%A4%A', 'x'.repeat(5000), "'; drop table x;--", '..%2F..'];

describe('hostile values in paths and queries never cause a 5xx', () => {
  it.each(hostile)('%s', async (value) => {
    const requests: [TestAgent, string][] = [
      [system, `/api/admin/settings/header?companyId=${value}`],
      [system, `/api/admin/settings/header/history?companyId=${value}&range=[0,9]`],
      [system, `/api/admin/companies/${value}`],
      [system, `/api/admin/companies?range=${value}&sort=${value}&filter=${value}`],
      [system, `/admin/preview/${value}/`],
      [sakura, `/api/admin/settings/${value}`],
      [sakura, `/api/v1/header/detail?path=${value}`],
      [t.anonymous(), `/api/v1/service-admin/public/view-settings?path=${value}`],
      [t.anonymous(), `/api/v1/service-admin/public/view-settings?domain=${value}`],
      [t.anonymous(), `/api/v1/sort-field/public?path=sakura&type=${value}`],
      [t.anonymous(), `/${value}/`],
      [t.anonymous(), `/files/${value}/logo/${value}`],
    ];
    for (const [agent, url] of requests) {
      const res = await agent.get(url);
      expect(res.status, url.slice(0, 100)).toBeLessThan(500);
    }
  });

  it('broken percent-encoding in a path parameter is the catalogue 400', async () => {
    const res = await system.get('/api/admin/companies/%E0%A4%A').expect(400);
    expect(res.body).toMatchObject({ status: 400, message_key: 'api.error.400' });
  });
});

describe('hostile values in bodies and headers never cause a 5xx', () => {
  it.each(hostile)('%s', async (value) => {
    const responses = [
      await t.anonymous().get('/api/admin/auth/me').set('X-Access-Token', value),
      await t.anonymous().post('/api/admin/auth/login').send({ login: value, password: value }),
      await system
        .post('/api/admin/companies')
        .send({ name: value, domainType: 'PATH', path: value }),
      await system
        .post(`/api/admin/uploads/logo?companyId=${value}`)
        .attach('file', Buffer.from('x'), 'a.png'),
      await system
        .post(`/api/admin/settings/header/rollback?companyId=${t.fixtures.sakura.id}`)
        .send({ version: value }),
    ];
    for (const res of responses) expect(res.status, res.text.slice(0, 100)).toBeLessThan(500);
  });

  it('a NUL character in text is refused or stored, never a 5xx', async () => {
    const responses = [
      await system
        .post('/api/admin/companies')
        .send({ name: 'a\u0000b', domainType: 'PATH', path: 'nul' }),
      await sakura.put('/api/admin/settings/header').send({ data: { title: 'a\u0000b' } }),
      await t.anonymous().post('/api/admin/auth/login').send({ login: 'a\u0000b', password: 'x' }),
    ];
    for (const res of responses) expect(res.status, res.text.slice(0, 100)).toBeLessThan(500);
  });
});
