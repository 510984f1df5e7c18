import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { textsIn } from '../../i18n/texts';
import { paymentFailureKey } from './paymentFailure';

const hasKey = (key: string) => textsIn('en').exists(key);
const failed = (status: number, errors?: Record<string, string>, key = `api.error.${status}`) =>
  paymentFailureKey(new ApiError(status, key, 'failed', errors), hasKey);

describe('paymentFailureKey: one toast for one failed payment', () => {
  it('names the card field the token API refused', () => {
    expect(failed(841, undefined, 'card.invalidNumber')).toBe('card.invalidNumber');
  });

  it('says why the gateway refused, when it said', () => {
    expect(failed(857, { card: 'card_declined' })).toBe('card.failure.card_declined');
    expect(failed(857, { card: 'something_new' })).toBe('api.error.857');
  });

  it('falls back to the spec’s payment error, and shows nothing for a 401', () => {
    expect(failed(999)).toBe('toast.error.payment');
    expect(paymentFailureKey(new TypeError('network'), hasKey)).toBe('toast.error.payment');
    expect(failed(401)).toBeNull();
  });
});
