import { createHash } from 'node:crypto';
import { Status } from '@hondana/schemas/contracts';
import { describe, expect, it } from 'vitest';
import {
  decidingProblem,
  parseAnswer,
  problemsOf,
} from '../../../server/src/payments/gateways/gmo/protocol';
import { GMO_MESSAGES } from '../../fakes/gmo';
import type { TestApp } from '../../support/app';
import { GMO, VERITRANS } from '../../support/gateways';
import type { FakeGateways } from '../../support/gateways';
import { confirmOrder, createPlan, openOrder, sakuraReader } from '../subscriptions/support';
import { sellThrough, tokenFor, useGatewayApp } from './support';

/** The two gateways' wire formats as the adapters speak them, seen from the fakes' side. */
let t: TestApp;
let fakes: FakeGateways;

useGatewayApp((app, started) => {
  t = app;
  fakes = started;
});

async function purchase(gateway: 'VERITRANS' | 'GMO', token?: string) {
  await sellThrough(t, gateway);
  const plan = await createPlan(t);
  const reader = await sakuraReader(t);
  const orderId = await openOrder(reader, plan.id);
  const res = await confirmOrder(reader, orderId, {
    token: token ?? (await tokenFor(t, fakes, gateway)),
  });
  return { res, orderId };
}

const gmoCall = (name: string, form: Record<string, string>) =>
  fetch(`${fakes.gmo.url}/payment/${name}.idPass`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

describe('VeriTrans4G', () => {
  it('signs each call with SHA-256 over the CCID, the exact params bytes sent and the key; neither the key nor a card number travels', async () => {
    const { res } = await purchase('VERITRANS');
    expect(res.body.data.result).toBe('OK');
    expect(fakes.veritrans.requests.length).toBeGreaterThan(0);
    for (const { body } of fakes.veritrans.requests) {
      const [, params = '', hash] =
        /^\{"params":(.*),"authHash":"([0-9a-f]{64})"\}$/s.exec(body) ?? [];
      const expected = createHash('sha256')
        .update(VERITRANS.merchantCcid + params + VERITRANS.merchantSecretKey, 'utf8')
        .digest('hex');
      expect(hash).toBe(expected);
      expect(JSON.parse(params).merchantCcid).toBe(VERITRANS.merchantCcid);
      expect(body).not.toContain(VERITRANS.merchantSecretKey);
      expect(body).not.toMatch(/4111111111111111/);
    }
    // One changed byte of the params and the same hash: the gateway refuses it (MA02).
    const [sent] = fakes.veritrans.requests;
    const tampered = (sent?.body ?? '').replace('"amount":"1100"', '"amount":"1101"');
    const answer = await fetch(`${fakes.veritrans.url}/paynow/v2/Authorize/card`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: tampered,
    });
    expect((await answer.json()).result.vResultCode).toMatch(/^MA02/);
  });

  it('refuses a token used once already (841, token_invalid) and charges nothing', async () => {
    const token = await tokenFor(t, fakes, 'VERITRANS');
    expect((await purchase('VERITRANS', token)).res.body.data.result).toBe('OK');
    const { res, orderId } = await purchase('VERITRANS', token);
    expect(res.body.status).toBe(Status.invalidCard);
    expect(res.body.errors).toEqual({ card: 'token_invalid' });
    const payment = await t.db('payments').where({ order_id: orderId }).first();
    expect(payment).toMatchObject({ status: 'failed', failure_code: 'token_invalid' });
    expect([...fakes.veritrans.orders.values()]).toHaveLength(1);
  });
});

describe('GMO Payment Gateway', () => {
  it('answers in Shift_JIS: a Japanese error text is decoded and its code mapped', async () => {
    const form = {
      ShopID: GMO.shopId,
      ShopPass: GMO.shopPass,
      OrderID: 'dup-1',
      JobCd: 'CAPTURE',
      Amount: '100',
    };
    expect((await gmoCall('EntryTran', form)).ok).toBe(true);
    const bytes = Buffer.from(await (await gmoCall('EntryTran', form)).arrayBuffer());
    // Shift_JIS, not UTF-8: the Japanese text's bytes differ from its UTF-8 form.
    expect(bytes.includes(Buffer.from(GMO_MESSAGES.E01040010 ?? '', 'utf8'))).toBe(false);
    const answer = parseAnswer(bytes);
    expect(answer).toMatchObject({
      ErrCode: 'E01',
      ErrInfo: 'E01040010',
      ErrMessage: GMO_MESSAGES.E01040010,
    });
    expect(decidingProblem(answer)).toEqual({ kind: 'duplicateOrder' });
  });

  it('maps every ErrInfo code of an answer, and a wrong shop password outweighs the rest', async () => {
    const bytes = Buffer.from(
      await (
        await gmoCall('EntryTran', { ShopID: GMO.shopId, ShopPass: GMO.shopPass, JobCd: 'CAPTURE' })
      ).arrayBuffer(),
    );
    const answer = parseAnswer(bytes);
    expect(answer.ErrInfo).toBe('E01040001|E01170001');
    expect(problemsOf(answer)).toEqual([
      {
        code: 'E01040001',
        problem: { kind: 'refused', errorCode: 'invalid_request', isMerchantSetting: false },
      },
      {
        code: 'E01170001',
        problem: { kind: 'refused', errorCode: 'invalid_request', isMerchantSetting: false },
      },
    ]);
    const mixed = parseAnswer(Buffer.from('ErrCode=42G|E01&ErrInfo=42G120000|E01030002'));
    expect(decidingProblem(mixed)).toMatchObject({ kind: 'refused', isMerchantSetting: true });
    const declines = parseAnswer(Buffer.from('ErrCode=E01|42G&ErrInfo=E01170011|42G030000'));
    expect(decidingProblem(declines)).toEqual({
      kind: 'declined',
      failureCode: 'insufficient_funds',
    });
  });

  it('refuses a token used once already (841) and keeps the card it saved the first time', async () => {
    const token = await tokenFor(t, fakes, 'GMO');
    expect((await purchase('GMO', token)).res.body.data.result).toBe('OK');
    const { res } = await purchase('GMO', token);
    expect(res.body.status).toBe(Status.invalidCard);
    expect(res.body.errors).toEqual({ card: 'token_invalid' });
    const paid = [...fakes.gmo.trades.values()].filter((trade) => trade.status === 'CAPTURE');
    expect(paid).toHaveLength(1);
    for (const { body } of fakes.gmo.requests) expect(body).not.toMatch(/4111111111111111/);
  });

  it('gives the browser token API’s result codes for bad cards (100-131, 502)', async () => {
    const token = (fields: Record<string, string>) =>
      fetch(fakes.gmo.tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          shopId: GMO.shopId,
          cardno: '4111111111111111',
          expire: '3012',
          ...fields,
        }),
      }).then((r) => r.json() as Promise<{ resultCode: string }>);
    expect((await token({ cardno: '' })).resultCode).toBe('100');
    expect((await token({ cardno: '41x1' })).resultCode).toBe('101');
    expect((await token({ expire: '3013' })).resultCode).toBe('113');
    expect((await token({ securitycode: '12' })).resultCode).toBe('121');
    expect((await token({ shopId: 'tshop-unknown' })).resultCode).toBe('502');
    expect((await token({})).resultCode).toBe('000');
  });
});
