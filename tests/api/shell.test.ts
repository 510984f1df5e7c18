import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../support/app';
import type { TestApp } from '../support/app';
import { readShellConfig } from '../support/shell';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findProjectRoot } from '../../server/src/paths';
import { lazyPages } from '../../server/src/shell/firstPaint';

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('sakura');
});
afterEach(() => t.reset());
afterAll(() => t.destroy());

describe('reader shell', () => {
  it('renders lang, title, favicon and theme variables from the settings', async () => {
    await admin
      .put('/api/admin/settings/company')
      .send({
        data: { defaultLanguage: 'en', titlePage: 'Sakura & Co', favicon: '/demo-images/f.svg' },
      })
      .expect(200);
    await admin.put('/api/admin/settings/header').send({ data: { backgroundColor: '#123456' } });
    const res = await t.anonymous().get('/sakura/');
    expect(res.text).toMatch(/^<!doctype html>\n<html lang=["']en["']>/);
    expect(res.text).toContain('<title>Sakura &amp; Co</title>');
    expect(res.text).toMatch(/<link rel=["']icon["'] href=["']\/demo-images\/f.svg["']/);
    expect(res.text).toMatch(/<style id=["']hondana-theme["']>:root\{[^<]*--hd-header-bg:#123456/);
  });

  it('gives a tenant without a favicon an empty icon, so browsers ask for no /favicon.ico', async () => {
    const res = await t.anonymous().get('/sakura/').expect(200);
    expect(res.text).toMatch(/<link rel=["']icon["'] href=["']data:,["']/);
    expect(res.text.match(/rel=["']icon["']/g)).toHaveLength(1);
  });

  it('keeps a closing script tag in a setting inside the JSON', async () => {
    const title = '</script><script>alert(1)</script><!-- \u2028';
    await admin.put('/api/admin/settings/header').send({ data: { title } }).expect(200);
    const res = await t.anonymous().get('/sakura/');
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text.match(/<\/script>/g)?.length).toBe(res.text.match(/<script[\s>]/g)?.length);
    expect(readShellConfig(res.text).settings.header.title).toBe(title);
  });

  it('adds Tag Manager only when configured and allows it by hash in the CSP', async () => {
    const plain = await t.anonymous().get('/sakura/');
    expect(plain.text).not.toContain('googletagmanager');
    await admin.put('/api/admin/settings/company').send({ data: { gtmId: 'GTM-AB12CD3' } });
    const res = await t.anonymous().get('/sakura/');
    expect(res.text).toContain("'dataLayer','GTM-AB12CD3'");
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(res.headers['content-security-policy']).toContain('https://www.googletagmanager.com');
  });
});

describe('staff preview', () => {
  it('needs a staff session: HTML requests go to the console login', async () => {
    const res = await t.anonymous().get(`/admin/preview/${t.fixtures.sakura.id}/`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/admin/login');
  });

  it('renders the preview shell without analytics and with no-store', async () => {
    await admin.put('/api/admin/settings/company').send({ data: { gtmId: 'GTM-AB12CD3' } });
    const res = await admin.get(`/admin/preview/${t.fixtures.sakura.id}/search`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).not.toContain("GTM-AB12CD3')");
    const config = readShellConfig(res.text);
    expect(config).toMatchObject({
      preview: true,
      notFound: false,
      basePath: `/admin/preview/${t.fixtures.sakura.id}/`,
    });
  });

  it('refuses another tenant to a company admin and allows a system admin', async () => {
    await admin.get(`/admin/preview/${t.fixtures.aozora.id}/`).expect(403);
    const system = await t.login('system');
    await system.get(`/admin/preview/${t.fixtures.aozora.id}/`).expect(200);
  });
});

describe('first paint preloads', () => {
  it('knows every page it names as a lazy module of the built reader', () => {
    const manifest = JSON.parse(
      readFileSync(join(findProjectRoot(), 'reader/dist/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { isDynamicEntry?: boolean }>;
    for (const key of Object.values(lazyPages))
      expect(manifest[key]?.isDynamicEntry, key).toBe(true);
  });

  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel=["']modulepreload["'] href=["']([^"']+)["']/g)].map((m) => m[1]);

  it('names the lazy page a route shows, beside the entry, from the built manifest', async () => {
    const home = preloaded((await t.anonymous().get('/sakura/').expect(200)).text);
    const detail = preloaded(
      (await t.anonymous().get('/sakura/search/0123456789abcdef0123456789abcdef').expect(200)).text,
    );
    expect(home.length).toBeGreaterThan(0);
    const added = detail.filter((href) => !home.includes(href));
    expect(added.some((href) => /\/ContentDetailPage-[^/]+\.js$/.test(href))).toBe(true);
    expect(added.some((href) => /\/SearchResultsPage-[^/]+\.js$/.test(href))).toBe(true);
    // The login page's shell names the login page, not the detail page.
    const login = preloaded((await t.anonymous().get('/sakura/login').expect(200)).text);
    expect(login.some((href) => /\/LoginPage-[^/]+\.js$/.test(href))).toBe(true);
    expect(login.some((href) => /\/ContentDetailPage-/.test(href))).toBe(false);
  });

  it('asks for the header’s logo first and at high priority, and leaves the app’s modules to the entry', async () => {
    // Over HTTP/1.1 the modules would otherwise hold the six connections while the first
    // paint's largest element waits (docs/performance.md, "The paint goal as a ratio").
    await admin
      .put('/api/admin/settings/header')
      .send({ data: { logo: '/demo-images/l.svg' } })
      .expect(200);
    const html = (await t.anonymous().get('/sakura/search/0123456789abcdef0123456789abcdef')).text;
    const logo = /<link rel=["']preload["'] as=["']image["'][^>]*>/.exec(html);
    expect(logo?.[0]).toMatch(/fetchpriority=["']high["']/);
    expect(logo!.index).toBeLessThan(html.search(/<link rel=["']modulepreload["']/));
    // The app's modules wait, inert, for the entry to add them after the first paint.
    const outside = html.replace(/<template id=["']hondana-modules["']>[\s\S]*?<\/template>/, '');
    expect(outside).not.toMatch(/rel=["']modulepreload["']/);
    expect(html).toMatch(/<template id=["']hondana-modules["']>\s*<link rel=["']modulepreload["']/);
  });

  it('preloads a lazy page’s stylesheet in the CORS mode Vite’s loader asks for it in', async () => {
    // Without `crossorigin` the browser fetches the stylesheet twice and warns.
    const html = (await t.anonymous().get('/sakura/search/0123456789abcdef0123456789abcdef')).text;
    const styles = [...html.matchAll(/<link rel=["']preload["'] as=["']style["'][^>]*>/g)];
    expect(styles.length).toBeGreaterThan(0);
    for (const [link] of styles) expect(link).toMatch(/ crossorigin[ />]/);
  });
});

describe('first paint rendered by the server', () => {
  const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
  const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
  /** The markup inside the painted root (the shell puts it on one line). */
  const rootOf = (html: string) =>
    /<div id=["']root["'] data-first-paint>(.*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  // A catalogue open to visitors: a sign-in-only tenant shows them the login page instead.
  beforeEach(async () => {
    await admin
      .put('/api/admin/settings/company')
      .send({ data: { loginRequire: 0 } })
      .expect(200);
  });

  it('paints the tenant’s header and banner into the root, in a phone’s layout for a phone', async () => {
    await admin.put('/api/admin/settings/header').send({ data: { logo: '/demo-images/l.svg' } });
    await admin
      .put('/api/admin/settings/banner')
      .send({ data: { isShow: true, typeBanner: 'MESSAGE', message: 'Spring reading week' } })
      .expect(200);
    const phone = rootOf((await t.anonymous().get('/sakura/').set('User-Agent', PHONE)).text);
    expect(phone).toMatch(/<header class="hd-header">/);
    expect(phone).toMatch(/<img src="\/demo-images\/l.svg"[^>]*class="hd-header__logo"/);
    expect(phone).toContain('<p>Spring reading week</p>');
    expect(phone).toContain('hd-header__menu'); // the drawer's button: phones only
    const desktop = rootOf(
      (await t.anonymous().get('/sakura/search').set('User-Agent', DESKTOP)).text,
    );
    expect(desktop).toContain('hd-header__logo');
    expect(desktop).not.toContain('hd-header__menu');
    expect(desktop).toContain('hd-search-panel');
  });

  it('speaks the browser’s language and shows the sign-in state the browser is likely in', async () => {
    const en = await t.anonymous().get('/sakura/').set('Accept-Language', 'en-GB,ja;q=0.5');
    expect(en.text).toMatch(/<html lang=["']en["']>/);
    expect(rootOf(en.text)).toMatch(/<button[^>]*hd-header__login[^>]*>Log in</);
    const ja = await t.anonymous().get('/sakura/').set('Accept-Language', 'ja');
    expect(rootOf(ja.text)).toMatch(/hd-header__login[^>]*>ログイン</);
    // A returning reader's cookie: the session is being restored, no "Log in" to flash.
    const back = await t.anonymous().get('/sakura/').set('Cookie', 'hd_sakura=some-token');
    expect(rootOf(back.text)).toContain('hd-header');
    expect(rootOf(back.text)).not.toContain('hd-header__login');
    expect(en.headers.vary).toMatch(/User-Agent.*Accept-Language.*Cookie/);
  });

  it('keeps hostile setting texts as text in the painted markup', async () => {
    const payload = '"><img src=x onerror=alert(1)><script>alert(2)</script>';
    await admin
      .put('/api/admin/settings/header')
      .send({ data: { title: payload, showTitle: true } });
    await admin
      .put('/api/admin/settings/banner')
      .send({ data: { isShow: true, typeBanner: 'MESSAGE', message: payload } })
      .expect(200);
    const root = rootOf((await t.anonymous().get('/sakura/').set('User-Agent', PHONE)).text);
    expect(root).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(root).not.toMatch(/<img src="?x/);
    expect(root).not.toContain('<script');
  });

  it('paints addresses with bad percent-encoding or markup without failing', async () => {
    for (const path of ['/sakura/%E0%A4%A', '/sakura/search/%FF%FE', '/sakura/a%3Cscript%3E']) {
      const res = await t.anonymous().get(path).set('User-Agent', PHONE).expect(200);
      expect(rootOf(res.text), path).toContain('hd-header');
      expect(res.text, path).not.toContain('<script>');
    }
  });

  it('leaves the staff preview and very long addresses to the browser', async () => {
    const long = await t.anonymous().get(`/sakura/${'a'.repeat(400)}`);
    expect(long.text).toMatch(/<div id=["']root["']><\/div>/);
    const preview = await admin.get(`/admin/preview/${t.fixtures.sakura.id}/`).expect(200);
    expect(preview.text).toMatch(/<div id=["']root["']><\/div>/);
  });
});
