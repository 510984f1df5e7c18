import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_SESSION_TTL } from '../../../server/src/auth/readerLogin';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { addAccount, setCookie, signIn } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => t.reset());
afterAll(() => t.destroy());

const DAY_MS = 24 * 60 * 60 * 1000;

describe('reader session length', () => {
  it('ends a session without keep_login after one day on the server', async () => {
    expect(BROWSER_SESSION_TTL * 1000).toBe(DAY_MS);
    const reader = await addAccount(t, t.fixtures.sakura.id);
    const browser = t.anonymous();
    const res = await signIn(browser, t.fixtures.sakura, reader.email, reader.password, {
      keep_login: false,
    }).expect(200);
    const { access_token: token, expire_date: expireDate } = res.body.data;
    expect(new Date(expireDate).getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(DAY_MS);
    expect(new Date(expireDate).getTime() - t.clock.now().getTime()).toBeGreaterThan(
      DAY_MS - 60_000,
    );
    // The cookie ends with the browser session.
    expect(setCookie(res, 'hd_sakura')).not.toMatch(/Max-Age|Expires/);

    t.clock.advance(DAY_MS - 60_000);
    await browser.get('/api/v1/auth/info?path=sakura').expect(200);
    t.clock.advance(2 * 60_000);
    await browser.get('/api/v1/auth/info?path=sakura').expect(401);
    await t
      .anonymous()
      .get('/api/v1/auth/info?path=sakura')
      .set('X-Access-Token', token)
      .expect(401);
  });

  it('keeps a keep_login session (and a mobile-app token) for a year', async () => {
    const reader = await addAccount(t, t.fixtures.sakura.id);
    const res = await signIn(t.anonymous(), t.fixtures.sakura, reader.email, reader.password, {
      keep_login: true,
    }).expect(200);
    t.clock.advance(30 * DAY_MS);
    await t
      .anonymous()
      .get('/api/v1/auth/info?path=sakura')
      .set('X-Access-Token', res.body.data.access_token)
      .expect(200);

    const app = await signIn(t.anonymous(), t.fixtures.sakura, reader.email, reader.password, {
      keep_login: false,
      is_mobile_app: true,
    }).expect(200);
    t.clock.advance(30 * DAY_MS);
    await t
      .anonymous()
      .get('/api/v1/auth/info?path=sakura')
      .set('X-Access-Token', app.body.data.app_mobile_auth_token)
      .expect(200);
  });
});
