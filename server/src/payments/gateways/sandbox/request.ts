import { createHash } from 'node:crypto';
import type { ChargeRequest } from '../gateway';
import { GatewayError } from '../gateway';

export function checkRequest(request: ChargeRequest) {
  const isOk =
    typeof request.orderId === 'string' &&
    request.orderId.length > 0 &&
    request.orderId.length <= 80 &&
    Number.isSafeInteger(request.amount) &&
    request.amount > 0;
  if (!isOk)
    throw new GatewayError(
      'invalid_request',
      'Send an order id and a whole, positive amount of yen.',
    );
}

/** What makes two requests "the same" for idempotency. */
export function requestHash({
  amount,
  source,
  isCapture,
  isOffSession,
  returnUrl,
}: ChargeRequest): string {
  const text = JSON.stringify([
    amount,
    source,
    isCapture,
    isOffSession === true,
    returnUrl ?? null,
  ]);
  return createHash('sha256').update(text).digest('hex');
}
