import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createReader } from '../../support/readers';
import { linkIn, outbox } from './support';

/**
 * Links in mails come from PUBLIC_URL and the tenant's own domain or path only (issue 29, item
 * 7): a forged Host, X-Forwarded-Host or port cannot send a reset link or an invitation to
 * another site.
 */
const PUBLIC_URL = 'https://library.example.test';
const forged = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(() => t.destroy());

const lastMailTo = (email: string) =>
  outbox(t)
    .filter((mail) => mail.to.includes(email))
    .at(-1)!;

describe('a forged Host', () => {
  it("cannot move a path tenant's reset link", async () => {
    const reader = await createReader(t, t.fixtures.sakura.id);
    await t
      .anonymous()
      .put('/api/v1/auth/forgot-password')
      .set(forged)
      .query({ email: reader.email, service_path: 'sakura', login_type: 'email' })
      .expect(200);
    expect(linkIn(lastMailTo(reader.email))).toMatch(
      /^https:\/\/library\.example\.test\/sakura\/forget-password\?token=/,
    );
  });

  it("cannot give a domain tenant's reset link another port or scheme", async () => {
    const reader = await createReader(t, t.fixtures.aozora.id);
    await t
      .anonymous()
      .put('/api/v1/auth/forgot-password')
      .set('Host', `${hosts.aozora}:6666`)
      .set('X-Forwarded-Proto', 'http')
      .query({ email: reader.email })
      .expect(200);
    expect(linkIn(lastMailTo(reader.email))).toMatch(
      /^https:\/\/aozora\.test\/forget-password\?token=/,
    );
  });

  it("cannot move the link an admin mails a reader, nor a staff member's invitation", async () => {
    const reader = await createReader(t, t.fixtures.sakura.id);
    const admin = await t.login('sakura');
    await admin.put(`/api/v1/user/reset-password/${reader.id}`).set(forged).expect(200);
    expect(linkIn(lastMailTo(reader.email))).toMatch(
      /^https:\/\/library\.example\.test\/sakura\/forget-password\?token=/,
    );

    const email = 'invited@sakura.test';
    await admin
      .post('/api/admin/staff')
      .set(forged)
      .send({ email, fullName: 'Invited', roleLevel: 5, lang: 'en' })
      .expect(201);
    expect(lastMailTo(email).text).toMatch(
      /https:\/\/library\.example\.test\/admin\/set-password\?token=/,
    );
    expect(lastMailTo(email).text).not.toContain('evil.example');
  });
});

describe('without PUBLIC_URL (development)', () => {
  let dev: TestApp;
  beforeAll(async () => {
    dev = await createTestApp({ port: 4321 });
  });
  afterAll(() => dev.destroy());

  it("links to this machine's own port, not to the Host the request named", async () => {
    const reader = await createReader(dev, dev.fixtures.sakura.id);
    await dev
      .anonymous()
      .put('/api/v1/auth/forgot-password')
      .set(forged)
      .query({ email: reader.email, service_path: 'sakura', login_type: 'email' })
      .expect(200);
    const mail = outbox(dev)
      .filter((m) => m.to.includes(reader.email))
      .at(-1)!;
    expect(linkIn(mail)).toMatch(/^http:\/\/localhost:4321\/sakura\/forget-password\?token=/);
  });
});
