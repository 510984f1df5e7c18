import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/src/app';
import { createLogger } from '../../../server/src/http/logging';
import { createTestApp, testAppConfig } from '../../support/app';
import type { TestApp } from '../../support/app';
import { openToAnonymous } from '../../support/readers';
import { addAccount, setCookie, signIn } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => t.reset());
afterAll(() => t.destroy());

async function sakuraToken() {
  const reader = await addAccount(t, t.fixtures.sakura.id);
  const res = await signIn(t.anonymous(), t.fixtures.sakura, reader.email, reader.password);
  expect(res.status).toBe(200);
  return { reader, token: res.body.data.access_token as string };
}

describe('reader sessions', () => {
  it('refuses a token of tenant A on tenant B', async () => {
    const { token } = await sakuraToken();
    const aozora = t.fixtures.aozora.domain;
    await t
      .anonymous()
      .get('/api/v1/auth/info')
      .set('Host', aozora)
      .set('X-Access-Token', token)
      .expect(401);
    await t
      .anonymous()
      .get('/api/v1/content/page')
      .set('Host', aozora)
      .set('X-Access-Token', token)
      .expect(401);
    const home = await t
      .anonymous()
      .get('/api/v1/content/page?path=sakura')
      .set('X-Access-Token', token);
    expect(home.status).not.toBe(401);
  });

  it('answers 401 to a staff token on /auth/info and ignores the console cookie', async () => {
    const console = await t.login('sakura');
    const login = await t
      .anonymous()
      .post('/api/admin/auth/login')
      .send({ login: 'admin@sakura.test', password: 'sakura-secret' })
      .expect(200);
    const staffToken = /hondana_admin=([^;]+)/.exec(String(setCookie(login, 'hondana_admin')))![1];
    await t
      .anonymous()
      .get('/api/v1/auth/info?path=sakura')
      .set('X-Access-Token', staffToken)
      .expect(401);
    // A signed-in admin browses the reader anonymously: the console cookie is no reader session.
    await console.get('/api/v1/auth/info?path=sakura').expect(401);
    await openToAnonymous(t, 'sakura');
    await console.get('/api/v1/content/public/page?path=sakura').expect((res) => {
      expect(res.status).not.toBe(401);
    });
    // …and the reader's logout does not end the console session.
    await console.get('/api/v1/auth/logout?path=sakura').expect(200);
    await console.get('/api/admin/auth/me').expect(200);
  });

  it('answers 401 without a session', async () => {
    await t.anonymous().get('/api/v1/auth/info?servicePath=sakura').expect(401);
    await t
      .anonymous()
      .get('/api/v1/auth/info?servicePath=sakura')
      .set('X-Access-Token', 'not-a-token')
      .expect(401);
  });

  it('logs out on every instance: the session is a database row', async () => {
    const reader = await addAccount(t, t.fixtures.sakura.id);
    const second = createApp({
      db: t.db,
      clock: t.clock,
      config: testAppConfig(t.dataDir),
      logger: createLogger('silent'),
    });
    const browser = t.anonymous();
    await signIn(browser, t.fixtures.sakura, reader.email, reader.password).expect(200);
    await browser.get('/api/v1/auth/info?path=sakura').expect(200);
    const cookie = await t.db('sessions').where({ user_id: reader.id }).whereNull('revoked_at');
    expect(cookie.length).toBeGreaterThan(0);

    // The same browser reaches the other instance (the load balancer moved it).
    const jar = browser.jar.getCookie('hd_sakura', {
      path: '/',
      domain: '127.0.0.1',
      secure: false,
      script: false,
    });
    const token = jar?.value as string;
    const out = await supertest(second)
      .get('/api/v1/auth/logout?path=sakura')
      .set('Cookie', `hd_sakura=${token}`)
      // A cookie logout by GET must show it comes from the reader's own page (logout.test.ts).
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(200);
    expect(out.body).toEqual({ status: 200, data: null });
    expect(setCookie(out, 'hd_sakura')).toMatch(/hd_sakura=;/);

    await t
      .anonymous()
      .get('/api/v1/auth/info?path=sakura')
      .set('X-Access-Token', token)
      .expect(401);
    await browser.get('/api/v1/auth/info?path=sakura').expect(401);
  });
});
