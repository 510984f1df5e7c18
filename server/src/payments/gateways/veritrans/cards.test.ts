import { describe, expect, it } from 'vitest';
import { chargedCardOf } from './cards';
import { parseResult } from './protocol';

/** An account answer as VeriTrans sends it: `payNowIdResponse` beside `result`. */
const answer = (charged: string) =>
  parseResult(
    Buffer.from(
      JSON.stringify({
        payNowIdResponse: {
          processId: '3179705046',
          status: 'success',
          account: {
            accountId: 'cus_1',
            cardInfo: [
              {
                cardId: 'OLD',
                cardNumber: '555555******4444',
                cardExpire: '01/29',
                defaultCard: '1',
              },
              {
                cardId: 'NEW',
                cardNumber: '411111******1111',
                cardExpire: '12/30',
                defaultCard: '0',
              },
            ],
          },
        },
        result: { mstatus: 'success', vResultCode: 'A001000000000000', reqCardNumber: charged },
      }),
    ),
  );

describe('VeriTrans cards kept under an account', () => {
  it('reads the account beside the result, and takes the card the charge names', () => {
    const result = answer('411111******1111');
    expect(result.mstatus).toBe('success');
    expect(chargedCardOf(result, result.reqCardNumber)).toEqual({
      id: 'NEW',
      last4: '1111',
      brand: 'visa',
      expMonth: 12,
      expYear: 2030,
    });
  });

  it('falls back to the default card, and keeps only the digits a shorter mask shows', () => {
    expect(chargedCardOf(answer(''))?.id).toBe('OLD');
    const short = parseResult(
      Buffer.from(
        JSON.stringify({
          payNowIdResponse: {
            account: {
              cardInfo: [{ cardId: 'C', cardNumber: '411111********11', cardExpire: '12/30' }],
            },
          },
          result: { mstatus: 'success', vResultCode: 'A001000000000000' },
        }),
      ),
    );
    expect(chargedCardOf(short)).toMatchObject({ id: 'C', last4: '11' });
    expect(chargedCardOf({ mstatus: 'success' })).toBeNull();
  });
});
