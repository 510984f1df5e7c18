import { createHash } from 'node:crypto';
import type { FailureCode, GatewayErrorCode } from '../gateway';

/**
 * VeriTrans4G's wire format, as this adapter speaks it (docs/decisions.md "Card gateways").
 * Every server call is a JSON POST of `{ "params": …, "authHash": … }` to
 * `<api>/paynow/v2/<Operation>` (payments) or `<api>/paynowid/v1/<Operation>` (PayNowID, the
 * accounts that keep cards); `authHash` is the hex SHA-256 of the merchant CCID, the exact
 * params JSON that is sent, and the merchant secret key, concatenated. Answers are
 * `{ "result": { mstatus, vResultCode, merrMsg, … }, "payNowIdResponse": { account, … } }`:
 * `mstatus` is success, failure or pending, `vResultCode` 16 characters whose first four name
 * the outcome; `payNowIdResponse` (beside `result`) lists the account's cards.
 *
 * Where the public record is silent the choices below are ours and the local fake
 * (tests/fakes/veritrans) follows them: the 3-D Secure answer's `resRedirectUrl`, the search
 * answer's per-order totals, and the result codes listed in `RESULT_CODES`.
 */
export const VERITRANS_PATHS = {
  authorize: '/paynow/v2/Authorize/card',
  authorizeMpi: '/paynow/v2/Authorize/mpi',
  getResult: '/paynow/v2/GetResult/mpi',
  capture: '/paynow/v2/Capture/card',
  cancel: '/paynow/v2/Cancel/card',
  search: '/paynow/v2/Search/common',
  addCard: '/paynowid/v1/Add/cardinfo',
  /** The cards kept under an account: the card a 3-D Secure payment kept is read back here. */
  getCards: '/paynowid/v1/Get/cardinfo',
  /** Forgets a kept card (the reader closed the account). */
  deleteCard: '/paynowid/v1/Delete/cardinfo',
} as const;

export type VeritransOperation = keyof typeof VERITRANS_PATHS;

export interface VeritransCredentials {
  merchantCcid: string;
  merchantSecretKey: string;
}

/** The request body: the params JSON is serialised once, and the hash covers those bytes. */
export function signedBody(params: Record<string, unknown>, credentials: VeritransCredentials) {
  const json = JSON.stringify({ ...params, merchantCcid: credentials.merchantCcid });
  return `{"params":${json},"authHash":"${authHash(json, credentials)}"}`;
}

export function authHash(
  paramsJson: string,
  { merchantCcid, merchantSecretKey }: VeritransCredentials,
) {
  return createHash('sha256')
    .update(merchantCcid + paramsJson + merchantSecretKey, 'utf8')
    .digest('hex');
}

/** VeriTrans order ids allow letters, digits, `-` and `_`: our attempt key's `.` becomes `-`. */
export const veritransOrderId = (attemptKey: string) => attemptKey.replace(/\./g, '-');

export type VeritransAnswer =
  | { kind: 'success' }
  | { kind: 'pending' }
  | { kind: 'declined'; failureCode: FailureCode }
  | { kind: 'refused'; errorCode: GatewayErrorCode; isMerchantSetting: boolean }
  | { kind: 'duplicateOrder' }
  | { kind: 'unknownOrder' };

/** What each result code (its first four characters) means to the purchase flow. */
const RESULT_CODES: Record<string, VeritransAnswer> = {
  A001: { kind: 'success' },
  AG36: { kind: 'declined', failureCode: 'card_declined' },
  AG45: { kind: 'declined', failureCode: 'insufficient_funds' },
  AG33: { kind: 'declined', failureCode: 'expired_card' },
  AG44: { kind: 'declined', failureCode: 'incorrect_cvc' },
  AG70: { kind: 'declined', failureCode: 'authentication_failed' },
  AG64: { kind: 'refused', errorCode: 'token_invalid', isMerchantSetting: false },
  AG65: { kind: 'refused', errorCode: 'token_invalid', isMerchantSetting: false },
  MA01: { kind: 'refused', errorCode: 'invalid_request', isMerchantSetting: true },
  MA02: { kind: 'refused', errorCode: 'invalid_request', isMerchantSetting: true },
  MA03: { kind: 'refused', errorCode: 'invalid_request', isMerchantSetting: false },
  MA04: { kind: 'duplicateOrder' },
  MA05: { kind: 'unknownOrder' },
  MA99: { kind: 'refused', errorCode: 'unavailable', isMerchantSetting: false },
};

export interface VeritransResult {
  mstatus?: string;
  vResultCode?: string;
  merrMsg?: string;
  [field: string]: unknown;
}

/**
 * Reads one answer: a 4xx or unreadable body is a refusal, never a guess at success. The
 * account's `payNowIdResponse` sits beside `result` on the wire; it is kept with the result.
 */
export function parseResult(bytes: Buffer): VeritransResult {
  try {
    const body = JSON.parse(bytes.toString('utf8')) as {
      result?: VeritransResult;
      payNowIdResponse?: unknown;
    };
    if (body && typeof body.result === 'object' && body.result) {
      const { payNowIdResponse } = body;
      return payNowIdResponse ? { ...body.result, payNowIdResponse } : body.result;
    }
  } catch {
    // falls through to the refusal below
  }
  return { mstatus: 'failure', vResultCode: 'MA99000000000000' };
}

export function meaningOf(result: VeritransResult): VeritransAnswer {
  if (result.mstatus === 'pending' && !result.vResultCode?.startsWith('MA')) {
    return { kind: 'pending' };
  }
  const known = RESULT_CODES[String(result.vResultCode ?? '').slice(0, 4)];
  if (known) return result.mstatus === 'success' ? { kind: 'success' } : known;
  if (result.mstatus === 'success') return { kind: 'success' };
  // An unlisted card-company code is a decline: the reader may try another card.
  return { kind: 'declined', failureCode: 'card_declined' };
}
