import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/src/http/logging';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createCoupon, createPlan, sakuraReader } from '../subscriptions/support';
import { dumpDatabase, listeningInstance } from './support';

/**
 * Issue 11's acceptance: no card number or security code appears in the database, the logs or
 * any response. A reader buys through the flow of the reader's pages, over HTTP to a server
 * logging everything (pino at `trace`); then every table, every log line and every answer is
 * searched.
 */
const CARD = '4242 4242 4242 4242';
const DIGITS = CARD.replace(/ /g, '');
const MIDDLE = DIGITS.slice(6, 12);
const CVC = '7391';

let t: TestApp;
let instance: Awaited<ReturnType<typeof listeningInstance>>;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const logger = createLogger('trace', { write: (line: string) => logLines.push(line) });
  instance = await listeningInstance(t, { logger });
});
afterAll(async () => {
  await instance.close();
  await t.destroy();
});

/** Every place a secret must not be, as text. */
function expectNoCard(where: string, text: string) {
  for (const secret of [DIGITS, CARD, MIDDLE, CARD.replace(/ /g, '-')]) {
    expect(text.includes(secret), `${where} holds ${secret}`).toBe(false);
  }
  // The code stands alone wherever it would be stored (a field, a JSON string, a log value).
  expect(
    new RegExp(`(?<![0-9A-Za-z])${CVC}(?![0-9A-Za-z])`).test(text),
    `${where} holds the CVC`,
  ).toBe(false);
}

describe('card data after a purchase', () => {
  it('is nowhere: not in any table, log line or answer', async () => {
    const plan = await createPlan(t, { price: 1000 });
    await createCoupon(t, { code: 'TENOFF', discountPercent: 10 });
    const reader = await sakuraReader(t);
    const answers: string[] = [];
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${instance.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-access-token': reader.token },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      answers.push(`${method} ${path} ${res.status} ${text}`);
      return { status: res.status, body: text ? JSON.parse(text) : null };
    };
    const v1 = (method: string, path: string, body?: unknown) =>
      call(method, `/api/v1${path}${path.includes('?') ? '&' : '?'}path=sakura`, body);
    /** The browser's tokenisation at the gateway, as the confirmation page does it. */
    const tokenise = async () => {
      const res = await call('POST', '/sandbox-gateway/v1/tokens', {
        card_number: CARD,
        card_expire: '12/34',
        security_code: CVC,
        holder_name: 'HANA READER',
      });
      expect(res.status).toBe(200);
      return res.body.token as string;
    };

    await v1('GET', '/subscription-plan/public/user/page');
    const coupon = await v1(
      'GET',
      `/manage-coupon/user/get?code=TENOFF&subscription_plan_id=${plan.id}`,
    );
    expect(coupon.status).toBe(200);
    const registered = await v1('POST', '/subscription-plan/user/register', {
      subscription_plan_id: plan.id,
      coupon_code: 'TENOFF',
    });
    const orderId = registered.body.data.order.id as string;
    const token = await tokenise();
    const paid = await v1('POST', '/veritrans/confirm-order', {
      order_id: orderId,
      coupon_code: 'TENOFF',
      token,
      card_holder_name: 'HANA READER',
      card_holder_email: 'hana@example.com',
    });
    expect(paid.body.data).toMatchObject({ result: 'OK', order: { status: 'PAID' } });
    // A used token is refused (841); a fresh one replaces the stored card.
    const reused = await v1('POST', '/veritrans/add-card', { token });
    expect(reused.body.status).toBe(841);
    await v1('POST', '/veritrans/add-card', { token: await tokenise() });
    await v1('GET', '/veritrans/card');
    const history = await v1('GET', '/transaction/page');
    await v1('GET', `/transaction/detail/${history.body.data.content[0].id}`);
    await v1('GET', '/subscription-plan/user/registered/page');
    // The console's payment list and export, too.
    const admin = await t.login('sakura');
    answers.push((await admin.get('/api/admin/transactions')).text);
    answers.push((await admin.get('/api/admin/transactions/export')).text);

    // The searches can find what they look for: the stored last four digits are there.
    const dump = await dumpDatabase(t.owner);
    expect(dump.payments).toContain('"card_last4":"4242"');
    expect(logLines.length).toBeGreaterThan(10);
    expect(logLines.join('')).toContain('/sandbox-gateway/v1/tokens');

    for (const [table, text] of Object.entries(dump)) expectNoCard(`table ${table}`, text);
    logLines.forEach((line, i) => expectNoCard(`log line ${i}`, line));
    answers.forEach((answer, i) => expectNoCard(`answer ${i}`, answer));
  }, 60_000);
});
