import { resolveSettings } from '@hondana/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_SETTINGS_RECHECK_MS } from '../../server/src/settings/publicSettings';
import { createTestApp, hosts } from '../support/app';
import type { TestApp } from '../support/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => t.reset());
afterAll(() => t.destroy());

const viewSettings = '/api/v1/service-admin/public/view-settings';

describe('GET view-settings', () => {
  it('returns the tenant and every public kind with defaults, in snake_case', async () => {
    const res = await t.anonymous().get(`${viewSettings}?path=sakura`).expect(200);
    expect(res.body.status).toBe(200);
    expect(res.body.data.tenant).toEqual({
      id: t.fixtures.sakura.id,
      name: 'Sakura Library',
      domain_type: 'PATH',
      domain: null,
      path: 'sakura',
      account_type: 'EMAIL',
    });
    const { settings } = res.body.data;
    expect(settings.layout.page_margin_left).toBe(resolveSettings('layout', {}).pageMarginLeft);
    expect(settings.input.border_color).toBe(resolveSettings('input', {}).borderColor);
    expect(settings).not.toHaveProperty('payment');
    expect(settings).not.toHaveProperty('watermark');
  });

  it('resolves the tenant from the host before the query parameters', async () => {
    const res = await t
      .anonymous()
      .get(`${viewSettings}?path=sakura`)
      .set('Host', hosts.aozora)
      .expect(200);
    expect(res.body.data.tenant.id).toBe(t.fixtures.aozora.id);
    const byDomain = await t.anonymous().get(`${viewSettings}?domain=AOZORA.test`).expect(200);
    expect(byDomain.body.data.tenant.id).toBe(t.fixtures.aozora.id);
  });

  it('reflects a save at once (the cache follows the settings version)', async () => {
    await t.anonymous().get(`${viewSettings}?path=sakura`).expect(200);
    const admin = await t.login('sakura');
    await admin
      .put('/api/admin/settings/header')
      .send({ data: { backgroundColor: '#abcdef' } })
      .expect(200);
    const res = await t.anonymous().get(`${viewSettings}?path=sakura`).expect(200);
    expect(res.body.data.settings.header.background_color).toBe('#abcdef');
  });

  it('sees a write made by another instance (straight to the database)', async () => {
    await t.anonymous().get(`${viewSettings}?path=sakura`).expect(200);
    const at = new Date().toISOString();
    await t.db('tenant_settings').insert({
      company_id: t.fixtures.sakura.id,
      kind: 'body',
      data: JSON.stringify({ fontSize: 20 }),
      version: 1,
      updated_at: at,
      updated_by: null,
    });
    // Other instances' writes are found by re-reading the settings stamp once the interval passed.
    t.clock.advance(PUBLIC_SETTINGS_RECHECK_MS);
    const res = await t.anonymous().get(`${viewSettings}?path=sakura`).expect(200);
    expect(res.body.data.settings.body.font_size).toBe(20);
  });

  it('answers an unknown tenant with the catalogue 404', async () => {
    const res = await t.anonymous().get(`${viewSettings}?path=nobody`).expect(404);
    expect(res.body).toEqual({
      status: 404,
      message_key: 'api.error.404',
      message: 'Unknown tenant.',
    });
    await t.anonymous().get(viewSettings).expect(404);
  });
});

describe('GET get-detail', () => {
  it('returns the public company detail in snake_case with defaults', async () => {
    const res = await t
      .anonymous()
      .get('/api/v1/company/public/get-detail?path=sakura')
      .expect(200);
    expect(res.body.data).toMatchObject({
      id: t.fixtures.sakura.id,
      name: 'Sakura Library',
      domain_type: 'PATH',
      path: 'sakura',
      service_name: resolveSettings('company', {}).serviceName,
      max_user: 10,
    });
    expect(res.body.data).not.toHaveProperty('google_client_secret');
    expect(res.body.status).toBe(200);
  });

  it('answers body status 201 on a tenant’s own domain, 200 on the admin host (spec §7)', async () => {
    const onTenantSite = await t
      .anonymous()
      .get('/api/v1/company/public/get-detail')
      .set('Host', hosts.aozora)
      .expect(200);
    expect(onTenantSite.body).toMatchObject({ status: 201, data: { domain: hosts.aozora } });
    const fromAdmin = await t
      .anonymous()
      .get(`/api/v1/company/public/get-detail?domain=${hosts.aozora}`)
      .set('Host', hosts.admin)
      .expect(200);
    expect(fromAdmin.body.status).toBe(200);
  });
});
