import { resolveSettings, settingsKinds } from '@hondana/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { readShellConfig } from '../support/shell';
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

async function storedVersion(kind: string) {
  const row = await t
    .db('tenant_settings')
    .where({ company_id: t.fixtures.sakura.id, kind })
    .first();
  return row ? Number(row.version) : 0;
}

async function historyCount(kind: string) {
  const rows = await t
    .db('tenant_settings_history')
    .where({ company_id: t.fixtures.sakura.id, kind });
  return rows.length;
}

describe('GET /api/admin/settings', () => {
  it('lists every kind with its visibility and a Content-Range', async () => {
    const res = await admin.get('/api/admin/settings').expect(200);
    expect(res.body).toHaveLength(settingsKinds.length);
    expect(res.body).toContainEqual({ id: 'payment', visibility: 'admin' });
    expect(res.headers['content-range']).toBe(
      `settings 0-${settingsKinds.length - 1}/${settingsKinds.length}`,
    );
  });
});

describe.each(settingsKinds.map((entry) => entry.kind))('settings kind %s', (kind) => {
  it('reads defaults, saves a version with a history row, resets and rolls back', async () => {
    const initial = await admin.get(`/api/admin/settings/${kind}`).expect(200);
    expect(initial.body).toMatchObject({ id: kind, version: 0, updatedAt: null });
    const defaults = resolveSettings(kind, {});
    expect(Object.keys(initial.body.data).sort()).toEqual(
      Object.keys(defaults)
        .filter((key) => key in initial.body.data)
        .sort(),
    );

    // The company kind's defaults name no service: a tenant names its own (formRules.test.ts).
    const named = kind === 'company' ? { ...defaults, serviceName: 'Sakura Library' } : defaults;
    const saved = await admin.put(`/api/admin/settings/${kind}`).send({ data: named });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(1);
    expect(await storedVersion(kind)).toBe(1);
    expect(await historyCount(kind)).toBe(1);

    const reset = await admin.post(`/api/admin/settings/${kind}/reset`).expect(200);
    expect(reset.body.version).toBe(2);

    const rollback = await admin
      .post(`/api/admin/settings/${kind}/rollback`)
      .send({ version: 1 })
      .expect(200);
    expect(rollback.body.version).toBe(3);
    const history = await admin.get(`/api/admin/settings/${kind}/history`).expect(200);
    expect(history.body.map((entry: { action: string }) => entry.action)).toEqual([
      'rollback',
      'reset',
      'update',
    ]);
  });
});

describe('history', () => {
  it('names who saved each version, and says so when that account is gone', async () => {
    await admin
      .put('/api/admin/settings/footer')
      .send({ data: { copyRight: '© A' } })
      .expect(200);
    const other = await t.login('system');
    await other
      .put(`/api/admin/settings/footer?companyId=${t.fixtures.sakura.id}`)
      .send({ data: { copyRight: '© B' } })
      .expect(200);
    const history = await admin.get('/api/admin/settings/footer/history').expect(200);
    expect(
      history.body.map((entry: { updatedByName: string | null }) => entry.updatedByName),
    ).toEqual(['system admin', 'sakura admin']);
    // Without a full name, the account's e-mail; a deleted account leaves null (the console
    // says "a removed account"), never an id to puzzle over.
    const [latest] = history.body as { updatedBy: string }[];
    await t.db('users').where({ id: latest.updatedBy }).update({ full_name: '' });
    try {
      const renamed = await admin.get('/api/admin/settings/footer/history').expect(200);
      expect(renamed.body[0].updatedByName).toBe('root@hondana.test');
    } finally {
      await t.db('users').where({ id: latest.updatedBy }).update({ full_name: 'system admin' });
    }
  });
});

describe('saving', () => {
  it('stores a change and serves it back resolved', async () => {
    const data = { ...resolveSettings('header', {}), backgroundColor: '#112233', title: 'Hello' };
    const res = await admin.put('/api/admin/settings/header').send({ data }).expect(200);
    expect(res.body.data).toMatchObject({ backgroundColor: '#112233', title: 'Hello' });
    expect(res.body.updatedAt).toEqual(expect.any(String));
    const read = await admin.get('/api/admin/settings/header').expect(200);
    expect(read.body.data.backgroundColor).toBe('#112233');
    expect(read.body.version).toBe(1);
  });

  it('fills defaults for what a partial document leaves out', async () => {
    await admin
      .put('/api/admin/settings/body')
      .send({ data: { fontSize: 16 } })
      .expect(200);
    const read = await admin.get('/api/admin/settings/body').expect(200);
    expect(read.body.data).toEqual({ ...resolveSettings('body', {}), fontSize: 16 });
  });

  it('sanitises HTML settings on save', async () => {
    const html = '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:x()">l</a></p>';
    const res = await admin
      .put('/api/admin/settings/newInformation')
      .send({ data: { isShow: true, title: 'News', html } })
      .expect(200);
    expect(res.body.data.html).toBe('<p>Hi<a>l</a></p>');
  });

  it('sanitises both languages of a static page and refuses a slug that is no path segment', async () => {
    const html = '<p onclick="x()">Hi<script>alert(1)</script></p>';
    const page = { slug: 'about', titleEn: 'About', titleJa: '概要', htmlEn: html, htmlJa: html };
    const res = await admin
      .put('/api/admin/settings/pages')
      .send({ data: { items: [page] } })
      .expect(200);
    expect(res.body.data.items[0]).toMatchObject({ htmlEn: '<p>Hi</p>', htmlJa: '<p>Hi</p>' });
    const shell = await t.anonymous().get('/sakura/about').expect(200);
    expect(readShellConfig(shell.text).settings.pages.items).toEqual([
      { ...page, htmlEn: '<p>Hi</p>', htmlJa: '<p>Hi</p>' },
    ]);
    await admin
      .put('/api/admin/settings/pages')
      .send({ data: { items: [{ ...page, slug: '../admin' }] } })
      .expect(400);
  });

  it('answers 404 for an unknown kind', async () => {
    const res = await admin.get('/api/admin/settings/nope').expect(404);
    expect(res.body).toMatchObject({ status: 404, message_key: 'api.error.404' });
  });

  it('requires the data envelope', async () => {
    const res = await admin.put('/api/admin/settings/header').send({ fontSize: 3 }).expect(400);
    expect(res.body.errors).toHaveProperty('data');
  });
});

const invalid: { name: string; kind: string; data: Record<string, unknown>; path: string }[] = [
  {
    name: 'a wrong colour',
    kind: 'header',
    data: { backgroundColor: 'red' },
    path: 'backgroundColor',
  },
  { name: 'an unknown key', kind: 'body', data: { unknownKey: 1 }, path: 'unknownKey' },
  {
    name: 'a footer link without url',
    kind: 'footer',
    data: { links: [{ label: 'Home', typeLink: 'INTERNAL', positionLink: 'UPPER' }] },
    path: 'links.0.url',
  },
  { name: 'a banner slideSpeed of 0', kind: 'banner', data: { slideSpeed: 0 }, path: 'slideSpeed' },
  {
    name: 'a banner slideSpeed of 61',
    kind: 'banner',
    data: { slideSpeed: 61 },
    path: 'slideSpeed',
  },
  { name: 'a wrong enum', kind: 'layout', data: { layoutType: 'GRID' }, path: 'layoutType' },
  { name: 'a wrong type', kind: 'input', data: { fontSize: '14' }, path: 'fontSize' },
];

describe.each(invalid)('rejecting $name', ({ kind, data, path }) => {
  it('answers 400 with the field error and keeps the stored value', async () => {
    const before = { ...resolveSettings(kind, {}) };
    await admin.put(`/api/admin/settings/${kind}`).send({ data: before }).expect(200);

    const res = await admin
      .put(`/api/admin/settings/${kind}`)
      .send({ data: { ...before, ...data } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, message_key: 'api.error.400' });
    expect(res.body.errors[path]).toEqual(expect.any(String));

    const after = await admin.get(`/api/admin/settings/${kind}`).expect(200);
    expect(after.body.version).toBe(1);
    expect(after.body.data).toEqual(before);
    expect(await historyCount(kind)).toBe(1);
  });
});

describe('history and rollback', () => {
  it('pages the history newest first with Content-Range', async () => {
    for (const size of [12, 13, 14, 15, 16]) {
      await admin
        .put('/api/admin/settings/body')
        .send({ data: { fontSize: size } })
        .expect(200);
    }
    const res = await admin.get('/api/admin/settings/body/history?range=[1,2]').expect(200);
    expect(res.headers['content-range']).toBe('history 1-2/5');
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
    expect(res.body.map((entry: { version: number }) => entry.version)).toEqual([4, 3]);
    expect(res.body[0]).toMatchObject({ id: 4, action: 'update', data: { fontSize: 15 } });
  });

  it('rolls back to an older version as a new version', async () => {
    await admin
      .put('/api/admin/settings/body')
      .send({ data: { fontSize: 12 } })
      .expect(200);
    await admin
      .put('/api/admin/settings/body')
      .send({ data: { fontSize: 20 } })
      .expect(200);
    const res = await admin
      .post('/api/admin/settings/body/rollback')
      .send({ version: 1 })
      .expect(200);
    expect(res.body).toMatchObject({ version: 3, data: { fontSize: 12 } });
    const rows = await t.db('tenant_settings_history').where({ kind: 'body' }).orderBy('version');
    expect(rows.map((row) => row.action)).toEqual(['update', 'update', 'rollback']);
  });

  it('answers 404 for a version that does not exist and 400 for a bad one', async () => {
    await admin.post('/api/admin/settings/body/rollback').send({ version: 9 }).expect(404);
    const bad = await admin.post('/api/admin/settings/body/rollback').send({ version: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('version');
  });

  it('resets to the schema defaults', async () => {
    await admin
      .put('/api/admin/settings/layout')
      .send({ data: { layoutType: 'SEARCH' } })
      .expect(200);
    const res = await admin.post('/api/admin/settings/layout/reset').expect(200);
    expect(res.body.data).toEqual(resolveSettings('layout', {}));
    expect(res.body.version).toBe(2);
  });
});

describe('malformed requests', () => {
  it('answers 400 for malformed JSON and 413 for a body that is too large', async () => {
    const broken = await admin
      .put('/api/admin/settings/header')
      .set('Content-Type', 'application/json')
      .send('{"data": {');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ status: 400, message_key: 'api.error.400' });

    const huge = await admin
      .put('/api/admin/settings/header')
      .send({ data: { title: 'x'.repeat(2_000_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body.status).toBe(400);
  });
});

describe('rollback edge cases', () => {
  it('answers 404 for a version beyond any stored integer', async () => {
    await admin
      .put('/api/admin/settings/body')
      .send({ data: { fontSize: 16 } })
      .expect(200);
    await admin
      .post('/api/admin/settings/body/rollback')
      .send({ version: 2 ** 40 })
      .expect(404);
  });
});

async function storedRows(kind: string) {
  return t.db('tenant_settings').where({ company_id: t.fixtures.sakura.id, kind });
}

describe('POST /api/admin/settings/{kind}/preview', () => {
  it('publishes a draft exactly as the save would, and stores nothing', async () => {
    const draft = {
      isShow: true,
      title: 'News',
      html: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:x()">l</a></p>',
    };
    const preview = await admin
      .post('/api/admin/settings/newInformation/preview')
      .send({ data: draft })
      .expect(200);
    expect(preview.body.data.html).toBe('<p>Hi<a>l</a></p>');
    expect(await storedRows('newInformation')).toHaveLength(0);

    await admin.put('/api/admin/settings/newInformation').send({ data: draft }).expect(200);
    const saved = await admin.get('/api/admin/settings/newInformation').expect(200);
    expect(preview.body.data).toEqual(saved.body.data);
  });

  it('answers an invalid draft with the save’s 400 and field errors', async () => {
    const res = await admin
      .post('/api/admin/settings/header/preview')
      .send({ data: { backgroundColor: 'red' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, message_key: 'api.error.400' });
    expect(res.body.errors.backgroundColor).toEqual(expect.any(String));
    expect(await storedRows('header')).toHaveLength(0);
  });

  it('keeps stored secrets out of the answer while a blank secret still validates', async () => {
    const secret = 'GOOGLE-SECRET-preview-91';
    const data = {
      googleOption: 'LOGIN',
      googleClientId: 'google-client',
      googleClientSecret: secret,
    };
    await admin.put('/api/admin/settings/company').send({ data }).expect(200);
    const res = await admin
      .post('/api/admin/settings/company/preview')
      .send({ data: { ...data, googleClientSecret: '' } })
      .expect(200);
    expect(JSON.stringify(res.body)).not.toContain(secret);
    expect(res.body.data.googleClientId).toBe('google-client');
  });

  it('needs a signed-in admin and the data envelope', async () => {
    await t.anonymous().post('/api/admin/settings/header/preview').send({ data: {} }).expect(401);
    const res = await admin.post('/api/admin/settings/header/preview').send({}).expect(400);
    expect(res.body.errors).toHaveProperty('data');
  });
});
