import type { StoredCard } from '../gateway';
import { brandOf } from '../cards';
import type { VeritransResult } from './protocol';

type Row = Record<string, unknown>;

/**
 * The cards an answer lists under the reader's account (PayNowID): Authorize and Add/cardinfo
 * answer them in `payNowIdResponse.account.cardInfo`, and so does Get/cardinfo, the read-back
 * after a 3-D Secure payment (whose GetResult answer names no card).
 */
function cardInfosOf(result: VeritransResult): Row[] {
  const response = result.payNowIdResponse as { account?: { cardInfo?: unknown } } | undefined;
  const infos = response?.account?.cardInfo;
  return Array.isArray(infos) ? (infos as Row[]) : [];
}

/**
 * The card a charge was made with, among the account's: the one whose masked number the
 * charge's answer names (`reqCardNumber`; VeriTrans masks both the same way), else the
 * account's default card, else the newest. An account keeps every card a reader gave, so
 * "the first one" could be an older card.
 */
export function chargedCardOf(result: VeritransResult, charged?: unknown): StoredCard | null {
  const infos = cardInfosOf(result);
  const info =
    (typeof charged === 'string' && charged
      ? infos.find((card) => card.cardNumber === charged)
      : undefined) ??
    infos.find((card) => String(card.defaultCard) === '1') ??
    infos[infos.length - 1];
  return info ? storedCardOf(info) : null;
}

/**
 * One `cardInfo` entry as a stored card. The number is masked: the first six digits and the
 * last four (`411111******1111`) in the answers on record, the last two in one description
 * (`411111********11`), so the trailing digits are kept as they come (two, then).
 */
function storedCardOf(info: Row): StoredCard {
  const number = String(info.cardNumber ?? '');
  const [month, year] = String(info.cardExpire ?? '').split('/');
  return {
    id: String(info.cardId),
    last4: /(\d{1,4})$/.exec(number)?.[1] ?? '',
    brand: brandOf(number),
    expMonth: Number(month),
    expYear: 2000 + Number(year),
  };
}
