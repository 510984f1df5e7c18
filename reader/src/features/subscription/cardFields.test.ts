import { describe, expect, it } from 'vitest';
import { checkCardFields } from './cardFields';
import type { CardFields } from './cardFields';
import { planPrices } from './money';
import type { Plan } from './types';

const good: CardFields = {
  cardNumber: '4242 4242 4242 4242',
  cardExpire: '12/34',
  securityCode: '123',
  holderName: 'HANA READER',
  email: 'hana@example.com',
};
const now = new Date('2026-11-23T00:00:00Z');

describe('checkCardFields (spec 001 §5)', () => {
  it('accepts a complete card', () => {
    expect(checkCardFields(good, now)).toEqual({});
  });

  it('names each problem with its card label', () => {
    expect(checkCardFields({ ...good, cardNumber: '123456789' }, now)).toEqual({
      cardNumber: 'card.invalidNumber',
    });
    expect(checkCardFields({ ...good, cardExpire: '1234' }, now).cardExpire).toBe(
      'card.invalidExpiry',
    );
    expect(checkCardFields({ ...good, cardExpire: '13/30' }, now).cardExpire).toBe('card.month');
    expect(checkCardFields({ ...good, cardExpire: '10/26' }, now).cardExpire).toBe('card.expired');
    expect(checkCardFields({ ...good, cardExpire: '11/26' }, now)).toEqual({});
    expect(checkCardFields({ ...good, securityCode: '12' }, now).securityCode).toBe(
      'card.invalidCode',
    );
    expect(checkCardFields({ ...good, holderName: 'x'.repeat(51) }, now).holderName).toBe(
      'card.holderTooLong',
    );
    expect(checkCardFields({ ...good, holderName: 'x'.repeat(50) }, now)).toEqual({});
  });
});

describe('planPrices (spec 001 §2)', () => {
  const plan = { priceWithTax: 1100, discountPriceWithTax: null } as Plan;
  it('strikes the original through only when a discount price differs', () => {
    expect(planPrices(plan)).toEqual({ price: 1100, original: null });
    expect(planPrices({ ...plan, discountPriceWithTax: 880 })).toEqual({
      price: 880,
      original: 1100,
    });
    expect(planPrices({ ...plan, discountPriceWithTax: 1100 })).toEqual({
      price: 1100,
      original: null,
    });
  });
});
