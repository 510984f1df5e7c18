import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { addAccount, setCookie, signIn } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => t.reset());
afterAll(() => t.destroy());

/** A browser signed in to sakura with the reader cookie only. */
async function signedInBrowser() {
  const reader = await addAccount(t, t.fixtures.sakura.id);
  const browser = t.anonymous();
  await signIn(browser, t.fixtures.sakura, reader.email, reader.password).expect(200);
  return browser;
}

const isSignedIn = async (browser: ReturnType<TestApp['anonymous']>) =>
  (await browser.get('/api/v1/auth/info?path=sakura')).status === 200;

describe('reader logout', () => {
  it.each([
    ['a link from another site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a sibling tenant subdomain', { 'Sec-Fetch-Site': 'same-site' }],
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['no proof of origin at all', {}],
  ])('refuses a cookie GET from %s and keeps the session', async (_name, headers) => {
    const browser = await signedInBrowser();
    const res = await browser.get('/api/v1/auth/logout?path=sakura').set(headers);
    expect(res.status).toBe(403);
    expect(setCookie(res, 'hd_sakura')).toBeUndefined();
    expect(await isSignedIn(browser)).toBe(true);
  });

  it("signs out on a GET from the reader's own page (Sec-Fetch-Site: same-origin)", async () => {
    const browser = await signedInBrowser();
    const res = await browser
      .get('/api/v1/auth/logout?path=sakura')
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(200);
    expect(setCookie(res, 'hd_sakura')).toMatch(/hd_sakura=;/);
    expect(await isSignedIn(browser)).toBe(false);
  });

  it('signs out on a POST from its own origin, refuses one from another', async () => {
    const browser = await signedInBrowser();
    const foreign = await browser
      .post('/api/v1/auth/logout?path=sakura')
      .set('Origin', 'http://sibling.example')
      .send({});
    expect(foreign.status).toBe(403);
    expect(await isSignedIn(browser)).toBe(true);
    await browser
      .post('/api/v1/auth/logout?path=sakura')
      .set('Host', 'library.test')
      .set('Origin', 'https://library.test')
      .send({})
      .expect(200);
    expect(await isSignedIn(browser)).toBe(false);
  });

  it('signs out a header token (the app) without browser headers: no site can send it', async () => {
    const reader = await addAccount(t, t.fixtures.sakura.id);
    const res = await signIn(t.anonymous(), t.fixtures.sakura, reader.email, reader.password);
    const token = res.body.data.access_token as string;
    await t
      .anonymous()
      .get('/api/v1/auth/logout?path=sakura')
      .set('X-Access-Token', token)
      .expect(200);
    await t
      .anonymous()
      .get('/api/v1/auth/info?path=sakura')
      .set('X-Access-Token', token)
      .expect(401);
  });
});
