import { createHash } from 'node:crypto';
import type { FailureCode, GatewayErrorCode } from '../gateway';

/**
 * GMO Payment Gateway's wire format, as this adapter speaks it (docs/decisions.md "Card
 * gateways"). Requests are form-encoded POSTs to `<api>/payment/<Name>.idPass`; we only ever
 * send ASCII (ids, amounts, tokens), so the form needs no Shift_JIS. Answers are query strings
 * in Shift_JIS, not percent-encoded; an error answer is `ErrCode=E01|E01&ErrInfo=E01040010|…`
 * with one code per problem. The local fake (tests/fakes/gmo) follows the same choices.
 */
export type GmoOperation =
  | 'EntryTran'
  | 'ExecTran'
  | 'SecureTran2'
  | 'AlterTran'
  | 'ChangeTran'
  | 'SearchTrade'
  | 'SaveMember'
  | 'SaveCard'
  | 'SearchCard'
  | 'DeleteCard';

export const gmoPath = (operation: GmoOperation) => `/payment/${operation}.idPass`;

/** GMO order ids: at most 27 letters, digits or `-`. Ours are longer, so a fixed digest. */
export const gmoOrderId = (attemptKey: string) =>
  createHash('sha256').update(attemptKey).digest('hex').slice(0, 27);

/** Reads an answer: Shift_JIS bytes, `&`-separated `key=value` pairs, values as they are. */
export function parseAnswer(bytes: Buffer): Record<string, string> {
  const text = new TextDecoder('shift_jis').decode(bytes).trim();
  const answer: Record<string, string> = {};
  for (const pair of text.split('&')) {
    const at = pair.indexOf('=');
    if (at > 0) answer[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return answer;
}

export type GmoProblem =
  | { kind: 'declined'; failureCode: FailureCode }
  | { kind: 'refused'; errorCode: GatewayErrorCode; isMerchantSetting: boolean }
  | { kind: 'duplicateOrder' }
  | { kind: 'unknownTrade' }
  | { kind: 'memberExists' }
  | { kind: 'unknownCard' };

/** The ErrInfo codes this adapter tells apart; the rest fall to their family (below). */
const ERR_INFO: Record<string, GmoProblem> = {
  '42G020000': { kind: 'declined', failureCode: 'insufficient_funds' },
  '42G030000': { kind: 'declined', failureCode: 'insufficient_funds' },
  '42G040000': { kind: 'declined', failureCode: 'insufficient_funds' },
  '42G440000': { kind: 'declined', failureCode: 'incorrect_cvc' },
  '42G450000': { kind: 'declined', failureCode: 'incorrect_cvc' },
  '42G830000': { kind: 'declined', failureCode: 'expired_card' },
  E01040010: { kind: 'duplicateOrder' },
  E01110002: { kind: 'unknownTrade' },
  E01390010: { kind: 'memberExists' },
  E01240002: { kind: 'unknownCard' },
  E01390002: { kind: 'unknownCard' },
  E01030002: { kind: 'refused', errorCode: 'invalid_request', isMerchantSetting: true },
  E01210002: { kind: 'refused', errorCode: 'invalid_request', isMerchantSetting: true },
  E61010002: { kind: 'refused', errorCode: 'token_invalid', isMerchantSetting: false },
  E61010003: { kind: 'refused', errorCode: 'token_invalid', isMerchantSetting: false },
  E41170002: { kind: 'declined', failureCode: 'authentication_failed' },
  E90010001: { kind: 'refused', errorCode: 'unavailable', isMerchantSetting: false },
  E92000001: { kind: 'refused', errorCode: 'unavailable', isMerchantSetting: false },
};

function problemOf(info: string): GmoProblem {
  const known = ERR_INFO[info];
  if (known) return known;
  if (info.startsWith('42G')) return { kind: 'declined', failureCode: 'card_declined' };
  if (info.startsWith('E9'))
    return { kind: 'refused', errorCode: 'unavailable', isMerchantSetting: false };
  return { kind: 'refused', errorCode: 'invalid_request', isMerchantSetting: false };
}

/** Every ErrInfo code of an answer with its meaning; empty when the answer is a success. */
export function problemsOf(
  answer: Record<string, string>,
): { code: string; problem: GmoProblem }[] {
  if (!answer.ErrCode && !answer.ErrInfo) return [];
  const infos = (answer.ErrInfo ?? '').split('|').filter(Boolean);
  return (infos.length ? infos : ['E00000000']).map((code) => ({ code, problem: problemOf(code) }));
}

/**
 * The one meaning that decides the flow when several codes come back: a merchant-setting
 * refusal first (nothing will work), then a decline (the card), then the rest in order.
 */
export function decidingProblem(answer: Record<string, string>): GmoProblem | null {
  const problems = problemsOf(answer).map((p) => p.problem);
  return (
    problems.find((p) => p.kind === 'refused' && p.isMerchantSetting) ??
    problems.find((p) => p.kind === 'declined') ??
    problems[0] ??
    null
  );
}
