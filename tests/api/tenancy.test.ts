import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts } from '../support/app';
import type { TestApp } from '../support/app';
import { readShellConfig } from '../support/shell';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

describe('tenant resolution', () => {
  it('serves the shell of a FULL_DOMAIN tenant on its host, port and case ignored', async () => {
    const res = await t.anonymous().get('/any/reader/route').set('Host', 'AOZORA.test:3000');
    expect(res.status).toBe(200);
    const config = readShellConfig(res.text);
    expect(config.tenant?.id).toBe(t.fixtures.aozora.id);
    expect(config.basePath).toBe('/');
    expect(config.notFound).toBe(false);
  });

  it('serves a PATH tenant under its first segment and redirects the bare path', async () => {
    const redirect = await t.anonymous().get('/sakura?x=1');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe('/sakura/?x=1');

    const res = await t.anonymous().get('/sakura/search');
    expect(res.status).toBe(200);
    const config = readShellConfig(res.text);
    expect(config.tenant).toMatchObject({ id: t.fixtures.sakura.id, path: 'sakura' });
    expect(config.basePath).toBe('/sakura/');
    expect(config.apiBase).toBe('/api/v1');
  });

  it('answers an unknown tenant path with the 404 shell and default settings', async () => {
    const res = await t.anonymous().get('/no-such-tenant/page');
    expect(res.status).toBe(404);
    const config = readShellConfig(res.text);
    expect(config).toMatchObject({ tenant: null, notFound: true, preview: false });
    expect(config.settings.header).toMatchObject({ backgroundColor: '#ffffff' });
  });

  it('treats a suspended tenant as unknown', async () => {
    await t.db('companies').where({ id: t.fixtures.sakura.id }).update({ status: 'SUSPENDED' });
    try {
      // Companies are cached for a few seconds; let that pass.
      t.clock.advance(10_000);
      const res = await t.anonymous().get('/sakura/');
      expect(res.status).toBe(404);
      expect(readShellConfig(res.text).tenant).toBeNull();
    } finally {
      await t.db('companies').where({ id: t.fixtures.sakura.id }).update({ status: 'ACTIVE' });
      t.clock.advance(10_000);
    }
  });

  it('sends admin hosts and the bare host to the console', async () => {
    const admin = await t.anonymous().get('/anything').set('Host', hosts.admin);
    expect(admin.status).toBe(302);
    expect(admin.headers.location).toBe('/admin/');
    const bare = await t.anonymous().get('/').set('Host', 'localhost');
    expect(bare.headers.location).toBe('/admin/');
  });

  it('never treats platform segments as tenants', async () => {
    const res = await t.anonymous().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message_key: 'api.error.404', message: 'Not found.' });
  });
});

describe('health and static files', () => {
  it('reports health and database readiness', async () => {
    await t.anonymous().get('/healthz').expect(200, { status: 'ok' });
    await t.anonymous().get('/readyz').expect(200, { status: 'ok' });
  });

  it('serves demo images with a cache header and 404s unknown ones', async () => {
    const res = await t.anonymous().get('/demo-images/sakura-logo.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=86400');
    await t.anonymous().get('/demo-images/missing.svg').expect(404);
  });

  it('sets security headers that let only the same origin frame pages', async () => {
    const res = await t.anonymous().get('/sakura/');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('hostile identifiers', () => {
  it('treat NUL bytes and overlong names as unknown tenants, never as errors', async () => {
    await t.anonymous().get('/%00/').expect(404);
    await t
      .anonymous()
      .get(`/${'a'.repeat(300)}/`)
      .expect(404);
    await t.anonymous().get('/api/v1/service-admin/public/view-settings?path=%00').expect(404);
    await t.anonymous().get('/api/v1/company/public/get-detail?domain=%00').expect(404);
    const login = await t
      .anonymous()
      .post('/api/admin/auth/login')
      .send({ login: 'a\u0000b', password: 'x' });
    // Refused by the JSON guard before any account is looked up (decisions: bounded work).
    expect(login.status).toBe(400);
    expect(login.body.errors).toEqual({ login: expect.any(String) });
    const system = await t.login('system');
    await system.get('/api/admin/settings/header?companyId=%00').expect(404);
    await system.get('/api/admin/companies/%00').expect(404);
    await system.get('/api/admin/companies?range=[1e20,1e20]').expect(400);
    await system
      .put('/api/admin/companies/%00')
      .send({ name: 'x', domainType: 'PATH', path: 'xx' })
      .expect(404);
    const listed = await system
      .get('/api/admin/companies')
      .query({ filter: '{"q":"\\u0000","id":["\\u0000"]}' });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([]);
  });
});
