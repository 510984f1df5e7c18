import type { ChargeOutcome, FailureCode, GatewayCharge, StoredCard } from '../gateway';
import { toIso } from '../../../db/json';

type Row = Record<string, unknown>;

export function chargeOf(row: Row): GatewayCharge {
  return {
    chargeId: String(row.id),
    orderId: String(row.order_id),
    status: row.status as GatewayCharge['status'],
    amount: Number(row.amount),
    capturedAmount: Number(row.captured_amount),
    refundedAmount: Number(row.refunded_amount),
    failureCode: (row.failure_code as FailureCode | null) ?? null,
    createdAt: toIso(row.created_at) ?? '',
  };
}

export function cardOf(row: Row): StoredCard {
  return {
    id: String(row.id),
    last4: String(row.last4),
    brand: String(row.brand),
    expMonth: Number(row.exp_month),
    expYear: Number(row.exp_year),
  };
}

/** A charge row as the answer to `charge` (the same whether first or replayed). */
export function outcomeOf(row: Row, challengeUrl: string, card?: StoredCard): ChargeOutcome {
  const chargeId = String(row.id);
  switch (row.status) {
    case 'succeeded':
    case 'authorised':
      return { status: row.status, chargeId, amount: Number(row.amount), ...(card && { card }) };
    case 'failed':
      return { status: 'failed', chargeId, failureCode: row.failure_code as FailureCode };
    case 'pending':
      return { status: 'pending', chargeId };
    default:
      return { status: 'requires_action', chargeId, redirectUrl: challengeUrl };
  }
}
