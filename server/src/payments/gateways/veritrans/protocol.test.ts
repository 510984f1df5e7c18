import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { meaningOf, parseResult, signedBody, veritransOrderId } from './protocol';

const keys = { merchantCcid: 'A100000000000001069951cc', merchantSecretKey: 'secret-key' };

describe('VeriTrans4G protocol', () => {
  it('signs the params bytes it sends: SHA-256 of CCID + params JSON + key', () => {
    const body = signedBody({ orderId: 'o-1', amount: '1100' }, keys);
    const [, params = '', hash] =
      /^\{"params":(.*),"authHash":"([0-9a-f]{64})"\}$/s.exec(body) ?? [];
    expect(JSON.parse(params)).toEqual({
      orderId: 'o-1',
      amount: '1100',
      merchantCcid: keys.merchantCcid,
    });
    const expected = createHash('sha256')
      .update(keys.merchantCcid + params + keys.merchantSecretKey)
      .digest('hex');
    expect(hash).toBe(expected);
    expect(body).not.toContain(keys.merchantSecretKey);
  });

  it('maps each result code by its first four characters', () => {
    const of = (mstatus: string, code: string) =>
      meaningOf({ mstatus, vResultCode: `${code}000000000000` });
    expect(of('success', 'A001')).toEqual({ kind: 'success' });
    expect(of('failure', 'AG36')).toEqual({ kind: 'declined', failureCode: 'card_declined' });
    expect(of('failure', 'AG45')).toEqual({ kind: 'declined', failureCode: 'insufficient_funds' });
    expect(of('failure', 'AG33')).toEqual({ kind: 'declined', failureCode: 'expired_card' });
    expect(of('failure', 'AG44')).toEqual({ kind: 'declined', failureCode: 'incorrect_cvc' });
    expect(of('failure', 'AG70')).toEqual({
      kind: 'declined',
      failureCode: 'authentication_failed',
    });
    expect(of('failure', 'AG65')).toMatchObject({ kind: 'refused', errorCode: 'token_invalid' });
    expect(of('failure', 'MA02')).toMatchObject({ kind: 'refused', isMerchantSetting: true });
    expect(of('failure', 'MA04')).toEqual({ kind: 'duplicateOrder' });
    expect(of('failure', 'MA05')).toEqual({ kind: 'unknownOrder' });
    expect(of('pending', 'G001')).toEqual({ kind: 'pending' });
    // An unlisted card-company code is a decline, never a success.
    expect(of('failure', 'AZ99')).toEqual({ kind: 'declined', failureCode: 'card_declined' });
  });

  it('reads an unreadable answer as gateway trouble, and keeps order ids in its alphabet', () => {
    expect(meaningOf(parseResult(Buffer.from('<html>busy</html>')))).toMatchObject({
      kind: 'refused',
      errorCode: 'unavailable',
    });
    expect(veritransOrderId('8f14e45f-ceea-467f-a0e6-b1d0e6f6a3c2.2')).toBe(
      '8f14e45f-ceea-467f-a0e6-b1d0e6f6a3c2-2',
    );
  });
});
