import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { pino } from 'pino';
import { createApp } from '../../../server/src/app';
import { createTestApp, hosts, testAppConfig } from '../../support/app';
import type { TestApp } from '../../support/app';

/** A host of path-mode tenants: no tenant's domain, no admin host. */
const readerHost = 'reader.test';

let t: TestApp;
let system: TestAgent;

beforeAll(async () => {
  // The production layout: ADMIN_HOSTS is set.
  t = await createTestApp({ isAdminHostOnly: true });
  system = t.anonymous();
  await system
    .post('/api/admin/auth/login')
    .set('Host', hosts.admin)
    .send({ login: 'root@hondana.test', password: 'system-secret' })
    .expect(200);
});
afterAll(() => t.destroy());

describe('with admin hosts named, the console and admin API answer only there', () => {
  it.each([readerHost, hosts.aozora])('/api/admin/* on %s answers 404', async (host) => {
    const res = await system.get('/api/admin/companies').set('Host', host);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Sakura Library');
    await system.get('/API/ADMIN/companies').set('Host', host).expect(404);
    await system.post('/api/admin/uploads/logo').set('Host', host).expect(404);
    await system.get('/api/admin/auth/me').set('Host', host).expect(404);
  });

  it.each([readerHost, hosts.aozora])(
    'the console and its preview on %s answer 404',
    async (host) => {
      await system.get('/admin/').set('Host', host).expect(404);
      await system.get('/admin/login').set('Host', host).expect(404);
      await system.get(`/admin/preview/${t.fixtures.sakura.id}/`).set('Host', host).expect(404);
    },
  );

  it('the admin host answers them', async () => {
    const res = await system.get('/api/admin/companies').set('Host', hosts.admin).expect(200);
    expect(JSON.stringify(res.body)).toContain('Sakura Library');
    const console = await system.get('/admin/').set('Host', hosts.admin);
    expect(console.status).not.toBe(404);
    await system
      .get(`/admin/preview/${t.fixtures.sakura.id}/`)
      .set('Host', hosts.admin)
      .expect(200);
  });

  it('a bare tenant host shows the reader, not a redirect to a console it does not have', async () => {
    const res = await t.anonymous().get('/').set('Host', readerHost);
    expect(res.status).toBe(404);
    expect(res.headers.location).toBeUndefined();
  });

  it('readers are served on the other hosts, path and domain mode', async () => {
    await t.anonymous().get('/sakura/').set('Host', readerHost).expect(200);
    await t.anonymous().get('/').set('Host', hosts.aozora).expect(200);
    await t
      .anonymous()
      .get('/api/v1/company/public/get-detail?path=sakura')
      .set('Host', readerHost)
      .expect(200);
  });

  it('the admin cookie is host-only and sent by no other site', async () => {
    const res = await t
      .anonymous()
      .post('/api/admin/auth/login')
      .set('Host', hosts.admin)
      .send({ login: 'root@hondana.test', password: 'system-secret' })
      .expect(200);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((line) =>
      line.startsWith('hondana_admin='),
    );
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toMatch(/Domain=/i);
  });
});

describe('without admin hosts named (the demo)', () => {
  it('start-up warns that the console answers on every host', () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    createApp({ db: t.db, config: testAppConfig(t.dataDir), logger });
    expect(lines.join('\n')).toMatch(/ADMIN_HOSTS is not set/);
  });
});
