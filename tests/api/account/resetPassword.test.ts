import { resolveSettings } from '@hondana/schemas';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { verifyPassword } from '../../../server/src/users/password';
import { Role } from '../../../server/src/access/roles';
import { RESET_LINK_MINUTES } from '../../../server/src/account/resetTokens';
import { createTestApp, hosts } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createReader } from '../../support/readers';
import { linkIn, outbox, setCompanySettings, tokenOf } from './support';

let t: TestApp;
let admin: TestAgent;
let sakura: string;

beforeAll(async () => {
  // It counts stored settings: the fixtures start with none (so not in test mode).
  t = await createTestApp({}, { isTestMode: false });
  sakura = t.fixtures.sakura.id;
});
// The clock moves past link expiries and cooldowns, and with it past the console session.
beforeEach(async () => {
  admin = await t.login('sakura');
});
afterEach(async () => {
  await t.reset();
  // Past every reader's one-mail-a-minute cooldown.
  t.clock.advance(2 * 60_000);
});
afterAll(() => t.destroy());

function forgot(email: string) {
  return t
    .anonymous()
    .put('/api/v1/auth/forgot-password')
    .query({ email, service_path: 'sakura', login_type: 'email' });
}

function reset(token: string, newPassword: string) {
  return t
    .anonymous()
    .post('/api/v1/auth/reset-password?path=sakura')
    .send({ token, new_password: newPassword });
}

async function storedHash(id: string): Promise<string> {
  return (await t.db('users').where({ id }).first()).password_hash;
}

describe('PUT /auth/forgot-password', () => {
  it('mails a link with the full name, login, link and company name', async () => {
    await setCompanySettings(admin, sakura, { companyName: 'さくら図書館' });
    const reader = await createReader(t, sakura, { fullName: '山田 花子' });
    const before = outbox(t).length;
    await forgot(reader.email.toUpperCase()).expect(200);

    const mails = outbox(t);
    expect(mails).toHaveLength(before + 1);
    const mail = mails[mails.length - 1];
    expect(mail.to).toContain(reader.email);
    expect(mail.subject).toContain('さくら図書館');
    expect(mail.text).toContain('山田 花子');
    expect(mail.text).toContain(reader.email);
    expect(mail.text).toContain('さくら図書館');
    // No PUBLIC_URL in tests: the development base, never the request's Host (127.0.0.1).
    expect(linkIn(mail)).toMatch(/^http:\/\/localhost:\d+\/sakura\/forget-password\?token=/);
  });

  it('answers unknown accounts the same 200 and sends nothing', async () => {
    const before = outbox(t).length;
    const res = await forgot('nobody@example.test').expect(200);
    expect(res.body).toEqual({ status: 200, data: null });
    expect(outbox(t)).toHaveLength(before);
  });

  it('sends no mail for staff or IP accounts and at most one a minute per reader', async () => {
    const ip = await createReader(t, sakura, { roleLevel: Role.IP });
    const reader = await createReader(t, sakura);
    const before = outbox(t).length;
    await forgot('admin@sakura.test').expect(200);
    await forgot(ip.email).expect(200);
    expect(outbox(t)).toHaveLength(before);
    await forgot(reader.email).expect(200);
    await forgot(reader.email).expect(200);
    expect(outbox(t)).toHaveLength(before + 1);
    t.clock.advance(61_000);
    await forgot(reader.email).expect(200);
    expect(outbox(t)).toHaveLength(before + 2);
  });

  it('is refused with 787 when the tenant switched it off', async () => {
    await setCompanySettings(admin, sakura, { activeForgotPassword: false });
    const reader = await createReader(t, sakura);
    const before = outbox(t).length;
    const res = await forgot(reader.email);
    expect(res.body.status).toBe(787);
    expect(outbox(t)).toHaveLength(before);
  });

  it("links a domain tenant's reader to the tenant's own host, in English for en readers", async () => {
    const reader = await createReader(t, t.fixtures.aozora.id, { fullName: 'Jane Doe' });
    await t.db('users').where({ id: reader.id }).update({ lang: 'en' });
    await t
      .anonymous()
      .put('/api/v1/auth/forgot-password')
      .set('Host', hosts.aozora)
      .query({ email: reader.email })
      .expect(200);
    const mail = outbox(t).at(-1)!;
    expect(mail.subject).toBe('[Aozora Books] Reset your password');
    expect(mail.text).toContain('Dear Jane Doe,');
    expect(linkIn(mail)).toMatch(/^http:\/\/aozora\.test(:\d+)?\/forget-password\?token=/);
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password once, ends every session, and refuses the link again', async () => {
    const reader = await createReader(t, sakura);
    await forgot(reader.email).expect(200);
    const token = tokenOf(linkIn(outbox(t).at(-1)!));

    await reset(token, 'Brand-new1').expect(200);
    expect(await verifyPassword('Brand-new1', await storedHash(reader.id))).toBe(true);
    const live = await t.db('sessions').where({ user_id: reader.id }).whereNull('revoked_at');
    expect(live).toEqual([]);

    const again = await reset(token, 'Other-new1');
    expect(again.body.status).toBe(600);
    expect(await verifyPassword('Brand-new1', await storedHash(reader.id))).toBe(true);
  });

  it(`expires the link after ${RESET_LINK_MINUTES} minutes with 603`, async () => {
    const reader = await createReader(t, sakura);
    const before = await storedHash(reader.id);
    await forgot(reader.email).expect(200);
    const token = tokenOf(linkIn(outbox(t).at(-1)!));
    t.clock.advance(RESET_LINK_MINUTES * 60_000 + 1000);
    const res = await reset(token, 'Brand-new1');
    expect(res.body.status).toBe(603);
    expect(await storedHash(reader.id)).toBe(before);
  });

  it('keeps only the newest link working', async () => {
    const reader = await createReader(t, sakura);
    await forgot(reader.email).expect(200);
    const first = tokenOf(linkIn(outbox(t).at(-1)!));
    t.clock.advance(61_000);
    await forgot(reader.email).expect(200);
    const second = tokenOf(linkIn(outbox(t).at(-1)!));
    expect((await reset(first, 'Brand-new1')).body.status).toBe(600);
    await reset(second, 'Brand-new1').expect(200);
  });

  it("applies the tenant's strict policy and keeps the link usable after a refusal", async () => {
    await setCompanySettings(admin, sakura, { strictPassword: true });
    const reader = await createReader(t, sakura);
    await forgot(reader.email).expect(200);
    const token = tokenOf(linkIn(outbox(t).at(-1)!));
    const weak = await reset(token, 'weakpassword').expect(400);
    expect(weak.body.errors).toHaveProperty('new_password');
    await reset(token, 'Strong-Pass1').expect(200);
  });

  it("does not accept one tenant's link on another tenant", async () => {
    const reader = await createReader(t, sakura);
    await forgot(reader.email).expect(200);
    const token = tokenOf(linkIn(outbox(t).at(-1)!));
    const res = await t
      .anonymous()
      .post('/api/v1/auth/reset-password')
      .set('Host', hosts.aozora)
      .send({ token, new_password: 'Brand-new1' });
    expect(res.body.status).toBe(600);
  });
});

describe('PUT /user/reset-password/{id}', () => {
  it("lets the tenant's company admin mail a reader a link", async () => {
    const reader = await createReader(t, sakura, { fullName: 'Staff Helped' });
    const before = outbox(t).length;
    await admin.put(`/api/v1/user/reset-password/${reader.id}`).expect(200);
    expect(outbox(t)).toHaveLength(before + 1);
    expect(outbox(t).at(-1)!.text).toContain('Staff Helped');
  });

  it("refuses another tenant's admin (404), readers and service admins (403)", async () => {
    const reader = await createReader(t, sakura);
    const other = await t.login('aozora');
    await other.put(`/api/v1/user/reset-password/${reader.id}`).expect(404);
    const service = await t.login('service');
    await service.put(`/api/v1/user/reset-password/${reader.id}`).expect(403);
    const peer = await createReader(t, sakura);
    await t
      .anonymous()
      .put(`/api/v1/user/reset-password/${reader.id}`)
      .set('X-Access-Token', peer.token)
      .expect(403);
  });
});

describe('tenant mail template (mailTemplates kind)', () => {
  const body = 'Hi {{fullName}} ({{ username }}) of {{companyName}}: {{resetLink}}';

  it('is used instead of the built-in one, with reader data never run as a template', async () => {
    await admin
      .put(`/api/admin/settings/mailTemplates`)
      .send({ data: { forgotPassword: { subject: 'Reset at {{companyName}}', body } } })
      .expect(200);
    const reader = await createReader(t, sakura, { fullName: '{{companyName}} <b>' });
    await forgot(reader.email).expect(200);
    const mail = outbox(t).at(-1)!;
    expect(mail.subject).toBe('Reset at Sakura Library');
    expect(mail.text).toMatch(
      new RegExp(`^Hi \\{\\{companyName\\}\\} <b> \\(${reader.email}\\) of Sakura Library: http`),
    );
  });

  it('falls back to the built-in mail when a saved template does not render', async () => {
    await admin
      .put(`/api/admin/settings/mailTemplates`)
      .send({ data: { forgotPassword: { subject: '', body: `${body} {{#if fullName}}` } } })
      .expect(200);
    const reader = await createReader(t, sakura, { fullName: 'Fallback Reader' });
    await forgot(reader.email).expect(200);
    const mail = outbox(t).at(-1)!;
    expect(mail.text).toMatch(/^Fallback Reader 様/);
    expect(linkIn(mail)).toContain('/sakura/forget-password?token=');
  });

  it('refuses a body without one of the placeholders with 400 and stores nothing', async () => {
    const res = await admin
      .put(`/api/admin/settings/mailTemplates`)
      .send({ data: { forgotPassword: { subject: '', body: body.replace('{{resetLink}}', '') } } })
      .expect(400);
    expect(res.body.errors).toEqual({
      'forgotPassword.body': 'Include the placeholder {{resetLink}}.',
    });
    const stored = await t.db('tenant_settings').where({ company_id: sakura });
    expect(stored).toEqual([]);
    const current = await admin.get('/api/admin/settings/mailTemplates').expect(200);
    expect(current.body.data).toEqual(resolveSettings('mailTemplates', {}));
  });
});

describe('bilingual mail templates and their preview (issue 12)', () => {
  const ja = '{{fullName}} 様（{{username}}）{{companyName}} のパスワード再設定: {{resetLink}}';
  const en = 'Dear {{fullName}} ({{username}}) of {{companyName}}: reset at {{resetLink}}';
  const template = {
    forgotPassword: {
      subject: {
        ja: '{{companyName}} パスワード再設定',
        en: 'Reset your {{companyName}} password',
      },
      body: { ja, en },
    },
  };

  async function readerIn(lang: 'ja' | 'en') {
    const reader = await createReader(t, sakura, { fullName: 'Mail Reader' });
    await t.db('users').where({ id: reader.id }).update({ lang });
    return reader;
  }

  it('mails each reader the tenant text in their own language', async () => {
    await admin.put('/api/admin/settings/mailTemplates').send({ data: template }).expect(200);
    for (const lang of ['ja', 'en'] as const) {
      const reader = await readerIn(lang);
      await forgot(reader.email).expect(200);
      const mail = outbox(t).at(-1)!;
      expect(mail.to).toContain(reader.email);
      expect(mail.subject).toBe(
        lang === 'ja' ? 'Sakura Library パスワード再設定' : 'Reset your Sakura Library password',
      );
      const start = lang === 'ja' ? 'Mail Reader 様（' : 'Dear Mail Reader (';
      expect(mail.text.startsWith(start)).toBe(true);
    }
  });

  it('uses the other language where the tenant left one empty', async () => {
    const jaOnly = { forgotPassword: { subject: { ja: '再設定', en: '' }, body: { ja, en: '' } } };
    await admin.put('/api/admin/settings/mailTemplates').send({ data: jaOnly }).expect(200);
    const reader = await readerIn('en');
    await forgot(reader.email).expect(200);
    const mail = outbox(t).at(-1)!;
    expect(mail.subject).toBe('再設定');
    expect(mail.text.startsWith('Mail Reader 様（')).toBe(true);
  });

  it('refuses an English body without a placeholder under its own field, storing nothing', async () => {
    const broken = {
      forgotPassword: { subject: '', body: { ja, en: en.replace('{{username}}', '') } },
    };
    const res = await admin
      .put('/api/admin/settings/mailTemplates')
      .send({ data: broken })
      .expect(400);
    expect(res.body.errors).toEqual({
      'forgotPassword.body.en': 'Include the placeholder {{username}}.',
    });
    expect(await t.db('tenant_settings').where({ company_id: sakura })).toEqual([]);
  });

  it('previews the draft in both languages as the saved template then mails it', async () => {
    const preview = await admin
      .post('/api/admin/settings/mailTemplates/mails')
      .send({ data: template })
      .expect(200);
    const { ja: previewJa, en: previewEn } = preview.body.forgotPassword;
    // The admin is the sample reader; the link is a sample on the tenant's reader site.
    const sampleLink = /https?:\/\/\S+\/sakura\/forget-password\?token=preview/;
    expect(previewJa.text).toMatch(sampleLink);
    expect(previewJa.text.startsWith('sakura admin 様（admin@sakura.test）Sakura Library')).toBe(
      true,
    );
    expect(previewEn.subject).toBe('Reset your Sakura Library password');
    expect([previewJa.isBuiltIn, previewJa.error, previewEn.isBuiltIn]).toEqual([
      false,
      null,
      false,
    ]);
    // Nothing is stored or sent by a preview.
    expect(await t.db('tenant_settings').where({ company_id: sakura })).toEqual([]);
    const sent = outbox(t).length;

    await admin.put('/api/admin/settings/mailTemplates').send({ data: template }).expect(200);
    expect(outbox(t)).toHaveLength(sent);
    const reader = await readerIn('ja');
    await forgot(reader.email).expect(200);
    const mail = outbox(t).at(-1)!;
    const neutral = (text: string, name: string, login: string, link: string) =>
      // The .eml's line ending after the body is the mail's framing, not the template's.
      text.replace(name, '<name>').replace(login, '<login>').replace(link, '<link>').trimEnd();
    expect(mail.subject).toBe(previewJa.subject);
    expect(neutral(mail.text, 'Mail Reader', reader.email, linkIn(mail))).toBe(
      neutral(
        previewJa.text,
        'sakura admin',
        'admin@sakura.test',
        sampleLink.exec(previewJa.text)![0],
      ),
    );
  });

  it('shows the built-in mail and the reason when the draft does not render', async () => {
    const draft = { forgotPassword: { subject: '', body: { ja, en: `${en} {{#if fullName}}` } } };
    const preview = await admin
      .post('/api/admin/settings/mailTemplates/mails')
      .send({ data: draft })
      .expect(200);
    const { ja: previewJa, en: previewEn } = preview.body.forgotPassword;
    expect(previewJa.error).toBeNull();
    expect(previewEn.isBuiltIn).toBe(true);
    expect(previewEn.error).toMatch(/fullName|Parse error|if/);
    expect(previewEn.text.startsWith('Dear sakura admin,')).toBe(true);
  });

  it('answers 400 for an invalid draft and 401 without a staff session', async () => {
    const bad = await admin
      .post('/api/admin/settings/mailTemplates/mails')
      .send({ data: { forgotPassword: { body: 'no placeholders' } } })
      .expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['forgotPassword.body']);
    await admin.post('/api/admin/settings/mailTemplates/mails').send({}).expect(400);
    await t
      .anonymous()
      .post('/api/admin/settings/mailTemplates/mails')
      .send({ data: template })
      .expect(401);
  });
});
