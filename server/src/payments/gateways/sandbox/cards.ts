import type { FailureCode } from '../gateway';

/** What a test card does; chosen by its number when the browser tokenises it. */
export type Scenario =
  | 'success'
  | 'declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'fails_on_renewal'
  | 'three_ds_required'
  | 'three_ds_setup'
  | 'three_ds_attempted'
  | 'pending_success'
  | 'pending_failure';

/** Stripe's test numbers, plus two of the sandbox's own for charges that settle later. */
export const magicCards: Record<string, Scenario> = {
  '4242424242424242': 'success',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  '4000000000000341': 'fails_on_renewal',
  '4000000000003220': 'three_ds_required',
  '4000002500003155': 'three_ds_setup',
  '4000000000003055': 'three_ds_attempted',
  '4000000000007700': 'pending_success',
  '4000000000008807': 'pending_failure',
};

/** Card scenarios that fail at once, with the code a real gateway would give. */
export const failures: Partial<Record<Scenario, FailureCode>> = {
  declined: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  processing_error: 'processing_error',
};

export interface CardInput {
  cardNumber?: unknown;
  /** MM/YY (spec 001 §3). */
  cardExpire?: unknown;
  securityCode?: unknown;
  holderName?: unknown;
}

export type CardProblem =
  'invalid_number' | 'invalid_expiry' | 'expired' | 'invalid_security_code' | 'invalid_holder';

export interface CheckedCard {
  last4: string;
  brand: string;
  expMonth: number;
  expYear: number;
  scenario: Scenario;
}

/**
 * Checks card fields as a gateway's tokenisation endpoint does (spec 001 §5: 10-16 digits,
 * MM/YY not in the past, a 3 or 4 digit code, a holder name under 51 characters). Only the
 * test numbers are accepted, as in Stripe's test mode.
 */
export function checkCard(input: CardInput, now: Date): CheckedCard | CardProblem {
  const number = typeof input.cardNumber === 'string' ? input.cardNumber.replace(/[\s-]/g, '') : '';
  if (!/^\d{10,16}$/.test(number) || !passesLuhn(number) || !magicCards[number]) {
    return 'invalid_number';
  }
  const expiry =
    typeof input.cardExpire === 'string' ? /^(\d{2})\/(\d{2})$/.exec(input.cardExpire) : null;
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return 'invalid_expiry';
  const year = 2000 + Number(expiry[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + month - 1 < thisMonth) return 'expired';
  if (typeof input.securityCode !== 'string' || !/^\d{3,4}$/.test(input.securityCode)) {
    return 'invalid_security_code';
  }
  const holder = input.holderName;
  if (holder !== undefined && (typeof holder !== 'string' || holder.length > 50)) {
    return 'invalid_holder';
  }
  return {
    last4: number.slice(-4),
    brand: 'visa',
    expMonth: month,
    expYear: year,
    scenario: magicCards[number],
  };
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
