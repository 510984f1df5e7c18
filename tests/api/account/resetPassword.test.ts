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
  t = await createTestApp();
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
    expect(linkIn(mail)).toMatch(/^http:\/\/127\.0\.0\.1(:\d+)?\/sakura\/forget-password\?token=/);
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
    expect(linkIn(mail)).toMatch(/^http:\/\/aozora\.test\/forget-password\?token=/);
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
