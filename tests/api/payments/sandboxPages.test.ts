import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { SANDBOX_USE_RECHECK_MS } from '../../../server/src/payments';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';

// In production (NODE_ENV=production, `isProduction`) the sandbox gateway's pages answer only
// while some tenant is in test mode, checked per request with a short cache (issue 30, item 4).
// Its own app: the production configuration, and fixtures that start not set up.

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await createTestApp({ isProduction: true }, { isTestMode: false });
  admin = await t.login('sakura');
  // The cache is judged by the app's clock alone: nothing but `advance` moves it.
  t.clock.freeze();
});
afterAll(() => t.destroy());

const tokenise = () =>
  t
    .anonymous()
    .post('/sandbox-gateway/v1/tokens')
    .send({ card_number: '4242424242424242', card_expire: '12/34', security_code: '123' });

const payment = (paymentGateway: string) =>
  admin.put('/api/admin/settings/payment').send({ data: { paymentGateway } }).expect(200);

describe('the sandbox pages in production', () => {
  it('answer 404 while no tenant is in test mode', async () => {
    const token = await tokenise();
    expect([token.status, token.text]).toEqual([404, 'Not found']);
    const challenge = await t.anonymous().get('/sandbox-gateway/3ds/ch_missing');
    expect(challenge.status).toBe(404);
    expect(challenge.text).toBe('Not found');
    expect(await t.db('sandbox_tokens')).toEqual([]);
  });

  it('answer once a tenant switches to test mode, without a restart', async () => {
    await payment('SANDBOX');
    // Seen at the next check, at most SANDBOX_USE_RECHECK_MS later.
    expect((await tokenise()).status).toBe(404);
    t.clock.advance(SANDBOX_USE_RECHECK_MS);
    const token = await tokenise();
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ status: 'success', card: { last4: '4242' } });
    expect(await t.db('sandbox_tokens')).toHaveLength(1);
  });

  it('go away again when the last tenant leaves test mode', async () => {
    await payment('NOT_SET_UP');
    t.clock.advance(SANDBOX_USE_RECHECK_MS);
    expect((await tokenise()).status).toBe(404);
    // A VeriTrans tenant in its own test mode never uses the sandbox's pages.
    await admin
      .put('/api/admin/settings/payment')
      .send({
        data: {
          paymentGateway: 'VERITRANS',
          merchantCcid: 'A100',
          merchantSecretKey: 'k',
          isTestMode: true,
        },
      })
      .expect(200);
    t.clock.advance(SANDBOX_USE_RECHECK_MS);
    expect((await tokenise()).status).toBe(404);
  });
});
