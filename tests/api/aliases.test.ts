import { resolveSettings } from '@hondana/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { kindAliases } from '../../server/src/api/v1/aliases';
import { createTestApp } from '../support/app';
import type { TestApp } from '../support/app';

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  // It counts stored settings: the fixtures start with none (so not in test mode).
  t = await createTestApp({}, { isTestMode: false });
  admin = await t.login('sakura');
});
afterEach(() => t.reset());
afterAll(() => t.destroy());

// Every settings alias of the spec, from the table the router is built from.
const pairs = kindAliases.map(({ kind, detail, update }) => [
  kind,
  `/api/v1${detail}`,
  `/api/v1${update}`,
]);

describe.each(pairs)('alias for %s', (kind, detail, update) => {
  it('reads in the v1 envelope and saves through the settings service', async () => {
    const read = await admin.get(detail).expect(200);
    expect(read.body.status).toBe(200);
    expect(Object.keys(read.body.data).every((key) => key === key.toLowerCase())).toBe(true);
    const saved = await admin.put(update).send(read.body.data).expect(200);
    expect(saved.body.data).toEqual(read.body.data);
    const row = await t
      .db('tenant_settings')
      .where({ company_id: t.fixtures.sakura.id, kind })
      .first();
    expect(Number(row.version)).toBe(1);
  });
});

describe('v1 alias input and errors', () => {
  it('accepts camelCase or snake_case and answers snake_case errors', async () => {
    await admin.put('/api/v1/header/update').send({ background_color: '#010203' }).expect(200);
    await admin.put('/api/v1/header/update').send({ showTitle: false }).expect(200);
    const read = await admin.get('/api/v1/header/detail').expect(200);
    expect(read.body.data).toMatchObject({ background_color: '#ffffff', show_title: false });

    const bad = await admin.put('/api/v1/layout-setting/update').send({ layout_type: 'NOPE' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, errors: { layout_type: expect.any(String) } });
  });

  it('resets layout, watermark and banner', async () => {
    await admin.put('/api/v1/layout-setting/update').send({ layout_type: 'SEARCH' }).expect(200);
    const reset = await admin.put('/api/v1/layout-setting/reset-layout-setting').expect(200);
    expect(reset.body.data.layout_type).toBe(resolveSettings('layout', {}).layoutType);
    await admin.put('/api/v1/watermark/reset').expect(200);
    await admin.put('/api/v1/banner/reset-banner').expect(200);
    const versions = await t.db('tenant_settings').where({ company_id: t.fixtures.sakura.id });
    expect(versions.map((row) => row.kind).sort()).toEqual(['banner', 'layout', 'watermark']);
  });
});

describe('footer links by id', () => {
  it('adds, reads, updates and deletes a link', async () => {
    const added = await admin
      .post('/api/v1/footer/add')
      .send({
        label: 'About',
        url: '/about',
        type_link: 'INTERNAL',
        position_link: 'UPPER',
        ordinal: 1,
      })
      .expect(200);
    const id = added.body.data.id as string;
    expect(id).toMatch(/^[0-9a-f]{12}$/);

    const read = await admin.get(`/api/v1/footer/detail/${id}`).expect(200);
    expect(read.body.data).toMatchObject({ label: 'About', url: '/about', position_link: 'UPPER' });

    const updated = await admin
      .put(`/api/v1/footer/update/${id}`)
      .send({ label: 'About us' })
      .expect(200);
    expect(updated.body.data).toMatchObject({ id, label: 'About us', url: '/about' });

    await admin.delete(`/api/v1/footer/delete/${id}`).expect(200);
    const missing = await admin.get(`/api/v1/footer/detail/${id}`).expect(404);
    expect(missing.body).toMatchObject({ status: 404, message_key: 'api.error.404' });
    const history = await t.db('tenant_settings_history').where({ kind: 'footer' });
    expect(history).toHaveLength(3);
  });

  it('rejects a link without url with item-level field errors', async () => {
    const res = await admin
      .post('/api/v1/footer/add')
      .send({ label: 'No url', position_link: 'UPPER' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('url');
    expect(await t.db('tenant_settings').where({ kind: 'footer' })).toHaveLength(0);
  });

  it('answers 404 for unknown ids on update and delete', async () => {
    await admin.put('/api/v1/footer/update/nope').send({ label: 'x' }).expect(404);
    await admin.delete('/api/v1/footer/delete/nope').expect(404);
  });
});

describe('search-result buttons by id', () => {
  it('manages buttons next to the default ones', async () => {
    const added = await admin
      .post('/api/v1/content-search-result-setting/add-button')
      .send({ action_type: 'DOWNLOAD', label: 'Download' })
      .expect(200);
    const id = added.body.data.id as string;
    await admin.get(`/api/v1/content-search-result-setting/detail-button/${id}`).expect(200);
    await admin
      .put(`/api/v1/content-search-result-setting/update-button/${id}`)
      .send({ label: 'Get it' })
      .expect(200);
    const detail = await admin.get('/api/v1/content-search-result-setting/detail').expect(200);
    const labels = detail.body.data.buttons.map((button: { label: string }) => button.label);
    expect(labels).toContain('Get it');
    expect(labels).toHaveLength(resolveSettings('searchResult', {}).buttons.length + 1);
    await admin.delete(`/api/v1/content-search-result-setting/delete-button/${id}`).expect(200);
    await admin.get(`/api/v1/content-search-result-setting/detail-button/${id}`).expect(404);
  });
});

describe('content detail buttons (spec 001 §7 /button/*)', () => {
  it('pages, lists, adds, reads, updates and deletes a button', async () => {
    const defaults = resolveSettings('contentDetail', {}).buttons;
    const listed = await admin.get('/api/v1/button/list').expect(200);
    expect(listed.body.data.map((b: { id: string }) => b.id)).toEqual(defaults.map((b) => b.id));
    const added = await admin
      .post('/api/v1/button/add')
      .send({ action_type: 'DOWNLOAD', label: 'Download', background_color: '#1565c0' })
      .expect(200);
    const id = added.body.data.id as string;
    expect(added.body.data).toMatchObject({ action_type: 'DOWNLOAD', label: 'Download' });
    await admin.get(`/api/v1/button/detail/${id}`).expect(200);
    const updated = await admin
      .put(`/api/v1/button/update/${id}`)
      .send({ label: 'Save a copy' })
      .expect(200);
    expect(updated.body.data).toMatchObject({ id, label: 'Save a copy', action_type: 'DOWNLOAD' });
    // Pages of the v1 envelope, from 1; the last one holds the new button.
    const size = defaults.length;
    const second = await admin.get(`/api/v1/button/page?page=2&size=${size}`).expect(200);
    expect(second.body.data).toMatchObject({
      total_elements: size + 1,
      total_pages: 2,
      page_number: 2,
      page_size: size,
    });
    expect(second.body.data.content).toEqual([expect.objectContaining({ id })]);
    // The reader's detail page shows what the console saved.
    const read = await admin.get('/api/admin/settings/contentDetail').expect(200);
    expect(read.body.data.buttons.map((b: { label: string }) => b.label)).toContain('Save a copy');

    const bad = await admin.post('/api/v1/button/add').send({ action_type: 'EXPLODE' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('action_type');
    await admin.get('/api/v1/button/page?page=0').expect(400);
    await admin.delete(`/api/v1/button/delete/${id}`).expect(200);
    await admin.get(`/api/v1/button/detail/${id}`).expect(404);
    // A reader is not an admin.
    const reader = t.anonymous();
    expect((await reader.get('/api/v1/button/list?path=sakura')).status).toBe(401);
  });
});

describe('sort options by id', () => {
  it('adds an option, lists it publicly by type, and deletes it', async () => {
    const added = await admin
      .post('/api/v1/sort-field/add')
      .send({ field: 2, title: 'By author', type: 'SEARCH_SORT', is_acs_default: true })
      .expect(200);
    const id = added.body.data.id as string;
    await admin.get(`/api/v1/sort-field/detail/${id}`).expect(200);

    const search = await t
      .anonymous()
      .get('/api/v1/sort-field/public?path=sakura&type=search-sort');
    const titles = search.body.data.map((item: { title: string }) => item.title);
    expect(titles).toContain('By author');
    const home = await t.anonymous().get('/api/v1/sort-field/public?path=sakura&type=home-sort');
    expect(home.body.data.every((item: { type: string }) => item.type === 'HOME_SORT')).toBe(true);
    expect(home.body.data.length).toBeGreaterThan(0);

    await admin.delete(`/api/v1/sort-field/delete/${id}`).expect(200);
    await admin.get(`/api/v1/sort-field/detail/${id}`).expect(404);
  });

  it('shows the custom login page settings to anonymous visitors', async () => {
    await admin
      .put('/api/v1/custom-login/update')
      .send({ title: 'Welcome back', button_color: '#123456' })
      .expect(200);
    const res = await t.anonymous().post('/api/v1/custom-login/public?path=sakura').expect(200);
    expect(res.body.data).toMatchObject({ title: 'Welcome back', button_color: '#123456' });
  });
});
