import type { ChargeRequest, FailureCode } from './gateway';

/**
 * A 3-D Secure refusal of a charge made without the reader (a renewal) can only mean that the
 * card's issuer wants the reader to authenticate: no one was there to fail a challenge. The
 * renewal job tells `authentication_required` apart, so the reader can be asked to pay.
 */
export function offSessionFailure(request: ChargeRequest, code: FailureCode): FailureCode {
  return request.isOffSession && code === 'authentication_failed'
    ? 'authentication_required'
    : code;
}
