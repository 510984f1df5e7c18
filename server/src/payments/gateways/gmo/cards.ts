import type { StoredCard } from '../gateway';
import { brandOf } from '../cards';

/** SaveCard's and SearchCard's Brand values as our receipts name them. */
const BRANDS: Record<string, string> = {
  VISA: 'visa',
  MASTER: 'mastercard',
  JCB: 'jcb',
  AMEX: 'amex',
  DINERS: 'diners',
};

/**
 * A member's card as SaveCard or SearchCard answer it (one card: SearchCard is asked for one
 * CardSeq): CardSeq, CardNo masked but its last four digits, Expire as YYMM, Brand.
 */
export function storedCardOf(answer: Record<string, string>): StoredCard {
  const number = answer.CardNo ?? '';
  const expire = answer.Expire ?? '';
  return {
    id: answer.CardSeq ?? '0',
    last4: number.slice(-4),
    brand: BRANDS[answer.Brand ?? ''] ?? brandOf(number),
    expMonth: Number(expire.slice(2, 4)),
    expYear: 2000 + Number(expire.slice(0, 2)),
  };
}
