import { resolveSettings } from '@hondana/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { companySettings, putSettings } from '../../support/settings';

// Issue 12: a tenant text holds a ja and an en value; a plain string (every document saved
// before texts were bilingual) stays valid and means both languages.

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('sakura');
});
afterEach(() => t.reset());
afterAll(() => t.destroy());

const viewSettings = '/api/v1/service-admin/public/view-settings?path=sakura';
const put = (kind: string, data: Record<string, unknown>) => putSettings(admin, kind, data);
const company = companySettings;
const footerLink = (label: unknown) => ({
  label,
  url: '/about',
  typeLink: 'INTERNAL',
  positionLink: 'UPPER',
});

/** Writes a document as an older version of the product left it, past every rule. */
async function storeRaw(kind: string, data: unknown) {
  await t.db('tenant_settings').insert({
    company_id: t.fixtures.sakura.id,
    kind,
    data: JSON.stringify(data),
    version: 1,
    updated_at: new Date().toISOString(),
    updated_by: null,
  });
}

describe('texts in both languages', () => {
  it('stores a ja and an en value and hands both to the console and the reader', async () => {
    const serviceName = { ja: 'さくら文庫', en: 'Sakura Library' };
    const label = { ja: '図書館について', en: 'About the library' };
    await put('company', company({ serviceName })).expect(200);
    const footer = await put('footer', {
      ...resolveSettings('footer', {}),
      links: [footerLink(label)],
    }).expect(200);
    expect(footer.body.data.links[0].label).toEqual(label);

    const read = await admin.get('/api/admin/settings/company').expect(200);
    expect(read.body.data.serviceName).toEqual(serviceName);
    const reader = await t.anonymous().get(viewSettings).expect(200);
    expect(reader.body.data.settings.company.service_name).toEqual(serviceName);
    expect(reader.body.data.settings.footer.links[0].label).toEqual(label);
  });

  it('accepts one language left empty: the reader falls back to the other', async () => {
    const res = await put('company', company({ serviceName: { ja: '', en: 'Sakura' } }));
    expect(res.status).toBe(200);
    expect(res.body.data.serviceName).toEqual({ ja: '', en: 'Sakura' });
    // Also where the text is required (a footer link's label has a minimum length).
    const footer = await put('footer', {
      ...resolveSettings('footer', {}),
      links: [footerLink({ ja: '', en: 'Press room' })],
    }).expect(200);
    expect(footer.body.data.links[0].label).toEqual({ ja: '', en: 'Press room' });
    const read = await admin.get('/api/admin/settings/footer').expect(200);
    expect(read.body.data.links[0].label).toEqual({ ja: '', en: 'Press room' });
  });

  it('refuses a required text blank in every language', async () => {
    const res = await put('company', company({ serviceName: { ja: ' ', en: '\u3000' } }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['serviceName']);
    const footer = await put('footer', {
      ...resolveSettings('footer', {}),
      links: [footerLink({ ja: '', en: '' })],
    }).expect(400);
    expect(footer.body.errors).toHaveProperty(['links.0.label']);
  });

  it('keeps the length limit in each language', async () => {
    const res = await put('company', company({ serviceName: { ja: 'あ'.repeat(65), en: 'ok' } }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).join()).toMatch(/^serviceName/);
    await put('company', company({ serviceName: { ja: 'あ'.repeat(64), en: 'ok' } })).expect(200);
  });

  it.each([
    ['another language', { ja: 'さくら', fr: 'Sakura' }],
    ['a number for a language', { ja: 'さくら', en: 7 }],
    ['a list', ['さくら', 'Sakura']],
  ])('refuses %s with a field error, never a 500', async (_, serviceName) => {
    const res = await put('company', company({ serviceName }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).join()).toMatch(/^serviceName/);
  });

  it('requires a banner message in at least one language when the banner shows a message', async () => {
    const banner = (message: unknown) => ({
      ...resolveSettings('banner', {}),
      isShow: true,
      typeBanner: 'MESSAGE',
      message,
    });
    const empty = await put('banner', banner({ ja: '', en: '' })).expect(400);
    expect(Object.keys(empty.body.errors).join()).toMatch(/^message/);
    await put('banner', banner({ en: 'Spring fair' })).expect(200);
    await put('banner', banner('春のフェア')).expect(200);
  });

  it('sanitises an HTML text in each language', async () => {
    const res = await put('newInformation', {
      isShow: true,
      title: { ja: 'お知らせ', en: 'News' },
      html: { ja: '<p>新着</p><script>alert(1)</script>', en: '<p onclick="x()">New</p>' },
    }).expect(200);
    expect(res.body.data.html).toEqual({ ja: '<p>新着</p>', en: '<p>New</p>' });
  });
});

describe('single-string texts saved before texts were bilingual', () => {
  it('reads them back unchanged, in the console and in the reader', async () => {
    await storeRaw('footer', {
      copyRight: '© Sakura',
      links: [{ id: 'about', ...footerLink('About') }],
    });
    const read = await admin.get('/api/admin/settings/footer').expect(200);
    expect(read.body.data.copyRight).toBe('© Sakura');
    expect(read.body.data.links).toEqual([
      expect.objectContaining({ id: 'about', label: 'About' }),
    ]);
    const reader = await t.anonymous().get(viewSettings).expect(200);
    expect(reader.body.data.settings.footer.copy_right).toBe('© Sakura');
    expect(reader.body.data.settings.footer.links[0].label).toBe('About');
  });

  it('still accepts a plain string on save, and a plain string next to a bilingual one', async () => {
    const res = await put('footer', {
      ...resolveSettings('footer', {}),
      copyRight: '© Sakura',
      links: [footerLink('About'), footerLink({ ja: 'よくある質問', en: 'FAQ' })],
    }).expect(200);
    expect(res.body.data.copyRight).toBe('© Sakura');
    expect(res.body.data.links.map((link: { label: unknown }) => link.label)).toEqual([
      'About',
      { ja: 'よくある質問', en: 'FAQ' },
    ]);
  });

  it('keeps a stored text that no longer fits as its default, never failing the read', async () => {
    await storeRaw('customLogin', { title: { ja: 'ログイン', de: 'Anmelden' }, description: 'Hi' });
    const read = await admin.get('/api/admin/settings/customLogin').expect(200);
    expect(read.body.data.description).toBe('Hi');
    expect(read.body.data.title).toBe(resolveSettings('customLogin', {}).title);
  });
});
