import { resolveSettings } from '@hondana/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { companySettings, putSettings } from '../../support/settings';
import { clearContents, createGroup } from '../../support/contents';

// Rules no console form can bypass (issue 12): the API is what a form, a script or an
// old console all reach, so each rule is shown here through it.

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('sakura');
});
afterEach(async () => {
  await t.reset();
  await clearContents(t);
});
afterAll(() => t.destroy());

const put = (kind: string, data: Record<string, unknown>) => putSettings(admin, kind, data);

const company = companySettings;

describe('required texts', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['a full-width space', '\u3000'],
  ])('refuses a service name that is %s', async (_, serviceName) => {
    const res = await put('company', company({ serviceName })).expect(400);
    expect(res.body.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['serviceName']);
  });

  it('keeps the stored service name when a save leaves it out (a partial document)', async () => {
    await put('company', company({ serviceName: 'Sakura Library' })).expect(200);
    const data: Record<string, unknown> = company({ gtmId: 'GTM-ABCD12' });
    delete data.serviceName;
    const res = await put('company', data).expect(200);
    expect(res.body.data).toMatchObject({ serviceName: 'Sakura Library', gtmId: 'GTM-ABCD12' });
  });

  it('refuses blank labels of footer links, search tabs and search boxes', async () => {
    const footer = await put('footer', {
      ...resolveSettings('footer', {}),
      links: [{ label: '  ', url: '/about', typeLink: 'INTERNAL', positionLink: 'UPPER' }],
    }).expect(400);
    expect(footer.body.errors).toHaveProperty(['links.0.label']);

    const search = resolveSettings('search', {}) as { tabs: object[]; boxes: object[] };
    const res = await put('search', {
      ...search,
      tabs: [{ ...search.tabs[0], title: ' ' }],
      boxes: [{ ...search.boxes[0], label: '' }, search.boxes[1]],
    }).expect(400);
    expect(res.body.errors).toHaveProperty(['tabs.0.title']);
    expect(res.body.errors).toHaveProperty(['boxes.0.label']);
  });

  it('keeps the service name through a reset', async () => {
    await put('company', company({ serviceName: 'Sakura Library', gtmId: 'GTM-ABCD12' })).expect(
      200,
    );
    const reset = await admin.post('/api/admin/settings/company/reset').expect(200);
    expect(reset.body.data).toMatchObject({ serviceName: 'Sakura Library', gtmId: '' });
  });
});

describe('defaults carry no product name into a brand', () => {
  it('a tenant that never saved its settings is not titled Hondana', async () => {
    const res = await admin.get('/api/admin/settings/company').expect(200);
    expect(res.body.data.serviceName).toBe('');
    expect(res.body.data.titlePage).toBe('');
    expect(JSON.stringify(res.body.data)).not.toContain('Hondana');

    const shell = await t.anonymous().get('/sakura/').expect(200);
    expect(shell.text).toContain('<title>Sakura Library</title>');
    expect(shell.text).not.toMatch(/<title>[^<]*Hondana/);
  });
});

describe('list item ids', () => {
  it('gives items without an id (missing or empty) their own server id', async () => {
    const res = await put('footer', {
      ...resolveSettings('footer', {}),
      links: [
        { label: 'About', url: '/about', typeLink: 'INTERNAL', positionLink: 'UPPER' },
        { id: '', label: 'Terms', url: '/terms', typeLink: 'INTERNAL', positionLink: 'UPPER' },
        { id: 'kept-id', label: 'Help', url: '/help', typeLink: 'INTERNAL', positionLink: 'UPPER' },
      ],
    }).expect(200);
    const ids = res.body.data.links.map((link: { id: string }) => link.id);
    expect(ids[0]).toMatch(/^[0-9a-f]{12}$/);
    expect(ids[1]).toMatch(/^[0-9a-f]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids[2]).toBe('kept-id');

    const row = await t.db('tenant_settings').where({ kind: 'footer' }).first();
    const stored = JSON.parse(String(row.data)) as { links: { id: string }[] };
    expect(stored.links.map((link) => link.id)).toEqual(ids);
  });

  it('gives new search boxes and tabs ids too', async () => {
    const search = resolveSettings('search', {}) as { tabs: object[]; boxes: object[] };
    const res = await put('search', {
      ...search,
      boxes: [...search.boxes, { label: 'Author', operation: 1, searchFields: ['author'] }],
      tabs: [...search.tabs, { title: 'Empty tab', type: 'NORMAL', searchBoxIds: [] }],
    }).expect(200);
    expect(res.body.data.boxes[2].id).toMatch(/^[0-9a-f]{12}$/);
    expect(res.body.data.tabs[2].id).toMatch(/^[0-9a-f]{12}$/);
  });

  it('refuses two items with the same id', async () => {
    const link = {
      id: 'same',
      label: 'About',
      url: '/about',
      typeLink: 'INTERNAL',
      positionLink: 'UPPER',
    };
    const res = await put('footer', {
      ...resolveSettings('footer', {}),
      links: [link, { ...link, label: 'Again' }],
    }).expect(400);
    expect(Object.keys(res.body.errors)).toEqual(['links.1.id']);
  });
});

describe('references between settings', () => {
  it('refuses a search tab that shows a box that does not exist', async () => {
    const search = resolveSettings('search', {}) as { tabs: { searchBoxIds: string[] }[] };
    const res = await put('search', {
      ...search,
      tabs: [{ ...search.tabs[0], searchBoxIds: ['keyword', 'no-such-box'] }],
    }).expect(400);
    expect(Object.keys(res.body.errors)).toEqual(['tabs.0.searchBoxIds.1']);
  });

  it("refuses a search box limited to a content group that is not the tenant's", async () => {
    const own = await createGroup(t, t.fixtures.sakura.id);
    const foreign = await createGroup(t, t.fixtures.aozora.id);
    const search = resolveSettings('search', {}) as { boxes: object[] };
    const withGroups = (ids: string[]) => ({
      ...search,
      boxes: [{ ...search.boxes[0], contentGroupIds: ids }, search.boxes[1]],
    });

    const res = await put('search', withGroups([own.id, foreign.id, 'missing'])).expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'boxes.0.contentGroupIds.1',
      'boxes.0.contentGroupIds.2',
    ]);
    await put('search', withGroups([own.id])).expect(200);
  });
});

describe('field errors in the console’s language', () => {
  it('answers in Japanese when the console asks for it, in English otherwise', async () => {
    const data = company({ serviceName: ' ' });
    const ja = await admin
      .put('/api/admin/settings/company')
      .set('Accept-Language', 'ja')
      .send({ data })
      .expect(400);
    expect(ja.body.errors).toEqual({ serviceName: '空白だけの入力はできません。' });
    const en = await put('company', data).expect(400);
    expect(en.body.errors).toEqual({ serviceName: 'Enter more than blank spaces.' });
  });

  it('never sends validator jargon or the allowed values of an enum', async () => {
    const res = await put('company', company({ loginRequire: 7, gtmId: 'nope' })).expect(400);
    expect(res.body.errors).toEqual({
      loginRequire: 'Choose one of the options.',
      gtmId: 'Enter a Google Tag Manager id such as GTM-AB12CD3.',
    });
  });
});

describe('catalogue texts in the console’s language', () => {
  it('answers 413 as "e-mail exists" in Japanese when the console asks for it', async () => {
    const user = (email: string, username: string) => ({
      email,
      username,
      fullName: 'Dup',
      password: 'Reader-pass1',
    });
    await admin.post('/api/admin/users').send(user('dup@example.test', 'dup.one')).expect(201);
    const res = await admin
      .post('/api/admin/users')
      .set('Accept-Language', 'ja')
      .send(user('dup@example.test', 'dup.two'))
      .expect(400);
    expect(res.body).toMatchObject({
      status: 413,
      message: 'このメールアドレスは既に登録されています。',
    });
    await t.db('users').where({ email: 'dup@example.test' }).delete();
  });
});

describe('resource field errors in the console’s language', () => {
  it('answers a user form’s field errors in Japanese when the console asks for it', async () => {
    const res = await admin
      .post('/api/admin/users')
      .set('Accept-Language', 'ja')
      .send({ email: 'not-an-address', password: 'Reader-pass1', fullName: 'X' })
      .expect(400);
    expect(res.body.errors.email).toBe(
      'name@example.com のようなメールアドレスを入力してください。',
    );
  });
});
