import type { ChargeOutcome, ChargeRequest, GatewayCharge } from '../gateway';
import { meaningOf } from './protocol';

type Row = Record<string, unknown>;

/** Search's `orderStatus` values and what they are to the purchase flow. */
const STATUS_OF: Record<string, GatewayCharge['status']> = {
  capture: 'succeeded',
  cancel: 'succeeded',
  authorize: 'authorised',
  pending: 'pending',
  mpi: 'requires_action',
  failure: 'failed',
};

/** One order of a Search answer as a gateway charge. */
export function chargeOfInfo(info: Row): GatewayCharge {
  const status = STATUS_OF[String(info.orderStatus)] ?? 'pending';
  const meaning = meaningOf({ mstatus: 'failure', vResultCode: String(info.vResultCode ?? '') });
  return {
    chargeId: String(info.orderId),
    orderId: String(info.orderId),
    status,
    amount: Number(info.amount),
    capturedAmount: Number(info.capturedAmount ?? 0),
    refundedAmount: Number(info.refundedAmount ?? 0),
    failureCode: status === 'failed' && meaning.kind === 'declined' ? meaning.failureCode : null,
    createdAt: String(info.txnDatetime ?? ''),
  };
}

/** A charge the gateway holds, as the answer a repeated charge gets. */
export function answerOf(charge: GatewayCharge, request?: ChargeRequest): ChargeOutcome {
  const { chargeId } = charge;
  switch (charge.status) {
    case 'succeeded':
    case 'authorised':
      return { status: charge.status, chargeId, amount: request?.amount ?? charge.amount };
    case 'failed':
      return { status: 'failed', chargeId, failureCode: charge.failureCode ?? 'card_declined' };
    default:
      return { status: 'pending', chargeId };
  }
}
