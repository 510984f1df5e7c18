/** A card's brand from its number's first digits (enough for a receipt's "Visa ••••4242"). */
export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^35/.test(number)) return 'jcb';
  if (/^3[06-9]/.test(number)) return 'diners';
  return 'unknown';
}

/** What a merchant-key check found: the gateway took the keys, or refused them. */
export type VerifyResult = 'accepted' | 'rejected';
