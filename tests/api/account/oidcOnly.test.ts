import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { issueResetToken } from '../../../server/src/account/resetTokens';
import type { TestApp } from '../../support/app';
import { createReader } from '../../support/readers';
import { outbox, setCompanySettings, startWithSakuraAdmin } from './support';

/**
 * "OIDC only" (issue 35): a tenant whose readers sign in only at its own provider refuses every
 * password flow of its readers as it refuses password sign-in: 892, no mail, no link, no change.
 */
let t: TestApp;
let admin: TestAgent;
let sakura: string;

const ownProvider = {
  oidcLoginOption: 'LOGIN',
  oidcIssuerUrl: 'https://id.sakura.test',
  oidcClientId: 'hondana',
};

beforeAll(async () => {
  ({ t, admin, sakura } = await startWithSakuraAdmin());
  await setCompanySettings(admin, sakura, { ...ownProvider, oidcOnly: true });
});
afterAll(() => t.destroy());

const refused = { status: 892, message_key: 'api.error.892' };

async function resetLinks(userId: string): Promise<number> {
  const rows = await t.db('password_resets').where({ user_id: userId });
  return rows.length;
}

describe('"OIDC only" and the password flows', () => {
  it("refuses forgot-password and the admin's reset mail: no mail, no link", async () => {
    const reader = await createReader(t, sakura);
    const before = outbox(t).length;
    const forgot = await t
      .anonymous()
      .put('/api/v1/auth/forgot-password')
      .query({ email: reader.email, service_path: 'sakura', login_type: 'email' })
      .expect(400);
    expect(forgot.body).toMatchObject(refused);
    const staff = await admin.put(`/api/v1/user/reset-password/${reader.id}`).expect(400);
    expect(staff.body).toMatchObject(refused);
    expect(outbox(t)).toHaveLength(before);
    expect(await resetLinks(reader.id)).toBe(0);
  });

  it('refuses a reset link mailed before it was switched on, and leaves it unused', async () => {
    const reader = await createReader(t, sakura);
    const account = { id: reader.id, companyId: sakura };
    const token = await issueResetToken(t.db, account, t.clock.now());
    const before = (await t.db('users').where({ id: reader.id }).first()).password_hash;
    const res = await t
      .anonymous()
      .post('/api/v1/auth/reset-password?path=sakura')
      .send({ token, new_password: 'Fresh-pass2' })
      .expect(400);
    expect(res.body).toMatchObject(refused);
    expect((await t.db('users').where({ id: reader.id }).first()).password_hash).toBe(before);
    expect((await t.db('password_resets').where({ user_id: reader.id }).first()).used_at).toBe(
      null,
    );
  });

  it("refuses the profile's password change", async () => {
    const reader = await createReader(t, sakura);
    const before = (await t.db('users').where({ id: reader.id }).first()).password_hash;
    const res = await t
      .anonymous()
      .put('/api/v1/user/change-password?path=sakura')
      .set('X-Access-Token', reader.token)
      .send({
        user_id: reader.id,
        old_pass: reader.password,
        new_pass: 'Fresh-pass2',
        confirm_pass: 'Fresh-pass2',
      })
      .expect(400);
    expect(res.body).toMatchObject(refused);
    expect((await t.db('users').where({ id: reader.id }).first()).password_hash).toBe(before);
  });

  it('lets the same flows through again once it is switched off', async () => {
    await setCompanySettings(admin, sakura, { ...ownProvider, oidcOnly: false });
    try {
      const reader = await createReader(t, sakura);
      const before = outbox(t).length;
      await t
        .anonymous()
        .put('/api/v1/auth/forgot-password')
        .query({ email: reader.email, service_path: 'sakura', login_type: 'email' })
        .expect(200);
      expect(outbox(t)).toHaveLength(before + 1);
    } finally {
      await setCompanySettings(admin, sakura, { ...ownProvider, oidcOnly: true });
    }
  });
});
