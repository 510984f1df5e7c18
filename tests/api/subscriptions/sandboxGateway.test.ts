import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../../../server/src/payments';
import type { ChargeRequest, GatewayEvent } from '../../../server/src/payments';
import {
  createSandboxGateway,
  sandboxGatewayApp,
} from '../../../server/src/payments/gateways/sandbox';
import type { SandboxGateway } from '../../../server/src/payments/gateways/sandbox';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';

let t: TestApp;
let sandbox: SandboxGateway;
let base: string;
let close: () => void;
const webhooks: { body: string; signature: string; event: GatewayEvent }[] = [];
const SECRET = 'whsec_sandbox_test';
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  // The sandbox's browser-facing app on its own port, as a real gateway is another origin.
  const server = createServer((req, res) => sandboxGatewayApp(sandbox)(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
  sandbox = createSandboxGateway({
    db: t.db,
    clock: t.clock,
    webhookSecret: SECRET,
    publicUrl: base,
    deliver: async (webhook) => {
      webhooks.push(webhook);
    },
  });
});
afterEach(async () => {
  sandbox.faults.clear();
  webhooks.length = 0;
  for (const table of ['sandbox_refunds', 'sandbox_charges', 'sandbox_cards', 'sandbox_tokens']) {
    await t.db(table).delete();
  }
});
afterAll(async () => {
  close();
  await t.destroy();
});

async function tokenise(cardNumber: string, fields: Record<string, string> = {}) {
  const res = await fetch(`${base}/v1/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://shop.test' },
    body: JSON.stringify({
      card_number: cardNumber,
      card_expire: '12/34',
      security_code: '123',
      ...fields,
    }),
  });
  return {
    status: res.status,
    cors: res.headers.get('access-control-allow-origin'),
    body: await res.json(),
  };
}

async function chargeCard(cardNumber: string, request: Partial<ChargeRequest> = {}) {
  const { body } = await tokenise(cardNumber);
  return sandbox.charge({
    orderId: `order-${serial++}`,
    amount: 1100,
    source: { token: body.token },
    isCapture: true,
    returnUrl: 'http://shop.test/return',
    ...request,
  });
}

const gatewayCode = async (work: Promise<unknown>) =>
  work.then(
    () => 'no error',
    (err: unknown) => (err instanceof GatewayError ? err.code : String(err)),
  );

describe('sandbox tokenisation (the browser calls the gateway directly)', () => {
  it('answers a one-time token and keeps neither the number nor the code', async () => {
    const answer = await tokenise('4242 4242 4242 4242', { security_code: '987' });
    expect(answer).toMatchObject({
      status: 200,
      cors: '*',
      body: { status: 'success', card: { last4: '4242' } },
    });
    const preflight = await fetch(`${base}/v1/tokens`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    for (const body of ['{"card_number":', 'x'.repeat(20_000), 'null', '[1]']) {
      const bad = await fetch(`${base}/v1/tokens`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(bad.status).toBe(400);
    }
    const rows = JSON.stringify(await t.db('sandbox_tokens').select());
    expect(rows).not.toContain('4242424242424242');
    expect(rows).not.toContain('987');
  });

  it.each([
    ['4111111111111111', {}, 'invalid_number'], // a real-looking number: test mode refuses it
    ['4242424242424241', {}, 'invalid_number'], // fails the Luhn check
    ['424242424', {}, 'invalid_number'], // under 10 digits
    ['4242424242424242', { card_expire: '13/30' }, 'invalid_expiry'],
    ['4242424242424242', { card_expire: '1230' }, 'invalid_expiry'],
    ['4242424242424242', { card_expire: '01/20' }, 'expired'],
    ['4242424242424242', { security_code: '12' }, 'invalid_security_code'],
    ['4242424242424242', { holder_name: 'x'.repeat(51) }, 'invalid_holder'],
  ])('refuses %s %o with %s', async (number, fields, code) => {
    expect(await tokenise(number, fields)).toMatchObject({
      status: 400,
      body: { status: 'failure', code },
    });
  });
});

describe('sandbox charges by magic number', () => {
  it.each([
    ['4242424242424242', 'succeeded', undefined],
    ['4000000000000002', 'failed', 'card_declined'],
    ['4000000000009995', 'failed', 'insufficient_funds'],
    ['4000000000000069', 'failed', 'expired_card'],
    ['4000000000000127', 'failed', 'incorrect_cvc'],
    ['4000000000000119', 'failed', 'processing_error'],
    ['4000000000000341', 'succeeded', undefined],
    ['4000000000003055', 'succeeded', undefined],
    ['4000000000003220', 'requires_action', undefined],
    ['4000000000007700', 'pending', undefined],
    ['4000000000008807', 'pending', undefined],
  ])('%s → %s %s', async (number, status, failureCode) => {
    const outcome = await chargeCard(number);
    expect(outcome.status).toBe(status);
    if (failureCode) expect(outcome).toMatchObject({ failureCode });
  });

  it('"succeeds now, fails on renewal": the stored card is declined off session', async () => {
    const { body } = await tokenise('4000000000000341');
    const first = await sandbox.charge({
      orderId: 'first-341',
      amount: 980,
      source: { token: body.token, storeFor: 'reader-1' },
      isCapture: true,
    });
    expect(first).toMatchObject({ status: 'succeeded', card: { last4: '0341' } });
    const cardId = first.status === 'succeeded' ? first.card?.id : '';
    const renewal = await sandbox.charge({
      orderId: 'renewal-341',
      amount: 980,
      source: { cardId: cardId as string, customerId: 'reader-1' },
      isCapture: true,
      isOffSession: true,
    });
    expect(renewal).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    // Someone else's customer id cannot use the card.
    const stolen = sandbox.charge({
      orderId: 'stolen',
      amount: 1,
      source: { cardId: cardId as string, customerId: 'reader-2' },
      isCapture: true,
    });
    expect(await gatewayCode(stolen)).toBe('invalid_request');
  });

  it('settles pending charges later, on the injected clock, and says so by webhook', async () => {
    const ok = await chargeCard('4000000000007700');
    const ko = await chargeCard('4000000000008807');
    expect((await sandbox.retrieve(ok.chargeId)).status).toBe('pending');
    t.clock.advance(61_000);
    expect(await sandbox.settleDue()).toBe(2);
    expect((await sandbox.retrieve(ok.chargeId)).status).toBe('succeeded');
    expect(await sandbox.retrieve(ko.chargeId)).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
    });
    expect(webhooks.map((w) => w.event.type).sort()).toEqual(['charge.failed', 'charge.succeeded']);
  });

  it('authorises, then captures', async () => {
    const outcome = await chargeCard('4242424242424242', { isCapture: false });
    expect(outcome.status).toBe('authorised');
    expect(await sandbox.capture({ chargeId: outcome.chargeId })).toMatchObject({
      status: 'succeeded',
    });
    expect(await sandbox.retrieve(outcome.chargeId)).toMatchObject({ capturedAmount: 1100 });
  });
});

describe('sandbox 3-D Secure', () => {
  it('challenges on a local page and returns to the shop with the result', async () => {
    const outcome = await chargeCard('4000000000003220');
    if (outcome.status !== 'requires_action') throw new Error(outcome.status);
    const page = await fetch(outcome.redirectUrl);
    expect(await page.text()).toContain('Complete authentication');
    const done = await fetch(outcome.redirectUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=approve',
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location') as string);
    expect(back.origin + back.pathname).toBe('http://shop.test/return');
    expect(back.searchParams.get('charge_id')).toBe(outcome.chargeId);
    expect((await sandbox.retrieve(outcome.chargeId)).status).toBe('succeeded');
    expect(webhooks.map((w) => w.event.type)).toEqual(['charge.succeeded']);
  });

  it('fails a failed challenge, and an off-session charge that would need one', async () => {
    const outcome = await chargeCard('4000000000003220');
    const failed = await sandbox.completeChallenge(outcome.chargeId, false);
    expect(failed.charge).toMatchObject({ status: 'failed', failureCode: 'authentication_failed' });
    const offSession = await chargeCard('4000000000003220', { isOffSession: true });
    expect(offSession).toMatchObject({ status: 'failed', failureCode: 'authentication_required' });
  });
});

describe('sandbox idempotency and one-time tokens', () => {
  it('charges an order once however many times it is sent at once', async () => {
    const { body } = await tokenise('4242424242424242');
    const request: ChargeRequest = {
      orderId: 'order-many',
      amount: 1359,
      source: { token: body.token },
      isCapture: true,
    };
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => sandbox.charge(request)));
    expect(new Set(outcomes.map((o) => o.chargeId)).size).toBe(1);
    expect(new Set(outcomes.map((o) => o.status))).toEqual(new Set(['succeeded']));
    expect(
      await t.db('sandbox_charges').where({ order_id: 'order-many' }).pluck('id'),
    ).toHaveLength(1);
    expect(webhooks).toHaveLength(1);
    // The same order with other parameters is an error, not a second charge.
    expect(await gatewayCode(sandbox.charge({ ...request, amount: 1360 }))).toBe(
      'idempotency_mismatch',
    );
  });

  it('uses a token once and not after it expires', async () => {
    const { body } = await tokenise('4242424242424242');
    await chargeCard('4242424242424242');
    const request = { amount: 100, source: { token: body.token }, isCapture: true };
    await sandbox.charge({ orderId: 'uses-token', ...request });
    expect(await gatewayCode(sandbox.charge({ orderId: 'reuses-token', ...request }))).toBe(
      'token_invalid',
    );
    const late = await tokenise('4242424242424242');
    t.clock.advance(10 * 60_000 + 1);
    const expired = sandbox.charge({
      ...request,
      orderId: 'late',
      source: { token: late.body.token },
    });
    expect(await gatewayCode(expired)).toBe('token_invalid');
    // A refused token leaves the order id free for a retry with a fresh one.
    const fresh = await tokenise('4242424242424242');
    const retry = await sandbox.charge({
      ...request,
      orderId: 'late',
      source: { token: fresh.body.token },
    });
    expect(retry.status).toBe('succeeded');
  });
});

describe('sandbox refunds, webhooks and faults', () => {
  it('refunds in parts up to what was captured, idempotent by key', async () => {
    const paid = await chargeCard('4242424242424242');
    const part = { chargeId: paid.chargeId, amount: 500, idempotencyKey: 'refund-1' };
    expect(await sandbox.refund(part)).toMatchObject({ amount: 500, refundedTotal: 500 });
    expect(await sandbox.refund(part)).toMatchObject({ amount: 500, refundedTotal: 500 });
    expect(await gatewayCode(sandbox.refund({ ...part, amount: 501 }))).toBe(
      'idempotency_mismatch',
    );
    const tooMuch = sandbox.refund({ ...part, amount: 601, idempotencyKey: 'refund-2' });
    expect(await gatewayCode(tooMuch)).toBe('invalid_request');
    expect(
      await sandbox.refund({ ...part, amount: 600, idempotencyKey: 'refund-3' }),
    ).toMatchObject({
      refundedTotal: 1100,
    });
    expect(
      await gatewayCode(sandbox.refund({ ...part, chargeId: 'ch_nope', idempotencyKey: 'r4' })),
    ).toBe('not_found');
  });

  it('signs webhooks: a tampered or stale one is refused', async () => {
    await chargeCard('4242424242424242');
    const [{ body, signature }] = webhooks;
    expect(sandbox.verifyWebhook(body, signature).type).toBe('charge.succeeded');
    const tampered = body.replace('"amount":1100', '"amount":1');
    expect(
      await gatewayCode(Promise.resolve().then(() => sandbox.verifyWebhook(tampered, signature))),
    ).toBe('signature_invalid');
    t.clock.advance(301_000);
    expect(
      await gatewayCode(Promise.resolve().then(() => sandbox.verifyWebhook(body, signature))),
    ).toBe('signature_invalid');
  });

  it('loses an answer after charging (reconciliation finds it), or never arrives', async () => {
    const { body } = await tokenise('4242424242424242');
    const request: ChargeRequest = {
      orderId: 'lost',
      amount: 700,
      source: { token: body.token },
      isCapture: true,
    };
    sandbox.faults.inject({ operation: 'charge', when: 'after', error: 'timeout' });
    expect(await gatewayCode(sandbox.charge(request))).toBe('timeout');
    expect(await sandbox.search({ orderId: 'lost' })).toMatchObject([
      { status: 'succeeded', amount: 700 },
    ]);
    // Retrying the same order answers the charge already made.
    expect(await sandbox.charge(request)).toMatchObject({ status: 'succeeded' });
    sandbox.faults.inject({ operation: 'charge', when: 'before', error: 'unavailable' });
    const never = sandbox.charge({ ...request, orderId: 'never' });
    expect(await gatewayCode(never)).toBe('unavailable');
    expect(await sandbox.search({ orderId: 'never' })).toEqual([]);
  });
});

describe('the sandbox mounted in the app', () => {
  it('serves tokenisation at /sandbox-gateway, straight from the browser', async () => {
    const res = await t
      .anonymous()
      .post('/sandbox-gateway/v1/tokens')
      .send({ card_number: '4242424242424242', card_expire: '12/34', security_code: '123' })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'success', card: { last4: '4242' } });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const { token } = res.body;
    const outcome = await t.ctx.payments.sandbox.charge({
      orderId: 'mounted',
      amount: 1100,
      source: { token },
      isCapture: true,
    });
    expect(outcome.status).toBe('succeeded');
  });
});
