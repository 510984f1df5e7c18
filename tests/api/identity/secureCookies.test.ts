import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/src/app';
import { loadConfig } from '../../../server/src/config';
import { createLogger } from '../../../server/src/http/logging';
import { createTestApp, testAppConfig } from '../../support/app';
import type { TestApp } from '../../support/app';
import { addAccount, setCookie, signIn } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => t.reset());
afterAll(() => t.destroy());

function appWith(config: { secureCookies?: boolean; trustProxy?: number }) {
  return createApp({
    db: t.db,
    clock: t.clock,
    config: { ...testAppConfig(t.dataDir), ...config },
    logger: createLogger('silent'),
  });
}

const staff = { login: 'admin@sakura.test', password: 'sakura-secret' };

describe('Secure on session cookies', () => {
  it('is on in production whatever TRUST_PROXY says, off in development', () => {
    for (const trustProxy of ['0', '1', '2']) {
      const env = {
        NODE_ENV: 'production',
        TRUST_PROXY: trustProxy,
        PUBLIC_URL: 'https://library.example.com',
      };
      expect(loadConfig(env).secureCookies).toBe(true);
    }
    expect(loadConfig({ NODE_ENV: 'development' }).secureCookies).toBe(false);
    expect(loadConfig({}).secureCookies).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: 'true' }).secureCookies).toBe(true);
  });

  it('marks the reader and console cookies Secure in production over plain http', async () => {
    const app = supertest.agent(appWith({ secureCookies: true, trustProxy: 0 }));
    const reader = await addAccount(t, t.fixtures.sakura.id);
    const readerRes = await signIn(app, t.fixtures.sakura, reader.email, reader.password);
    expect(setCookie(readerRes, 'hd_sakura')).toMatch(/; Secure/);
    const staffRes = await app.post('/api/admin/auth/login').send(staff).expect(200);
    expect(setCookie(staffRes, 'hondana_admin')).toMatch(/; Secure/);
    const out = await app
      .post('/api/admin/auth/logout')
      .set('X-Access-Token', 'x')
      .send({})
      .expect(200);
    expect(setCookie(out, 'hondana_admin')).toMatch(/; Secure/);
  });

  it('leaves Secure off over plain http in development and tests', async () => {
    const reader = await addAccount(t, t.fixtures.sakura.id);
    const readerRes = await signIn(t.anonymous(), t.fixtures.sakura, reader.email, reader.password);
    expect(setCookie(readerRes, 'hd_sakura')).not.toMatch(/Secure/);
    const staffRes = await t.anonymous().post('/api/admin/auth/login').send(staff).expect(200);
    expect(setCookie(staffRes, 'hondana_admin')).not.toMatch(/Secure/);
  });
});
