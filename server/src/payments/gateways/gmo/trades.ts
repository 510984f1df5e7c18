import type { ChargeOutcome, GatewayCharge, StoredCard } from '../gateway';

type Answer = Record<string, string>;

/** SearchTrade's Status values and what they are to the purchase flow. */
const STATUS_OF: Record<string, GatewayCharge['status']> = {
  CAPTURE: 'succeeded',
  SALES: 'succeeded',
  RETURN: 'succeeded',
  VOID: 'succeeded',
  AUTH: 'authorised',
  REQAUTH: 'requires_action',
  AUTHENTICATED: 'pending',
  UNPROCESSED: 'pending',
};

/** An outcome with the card it kept, when there is one. */
export function withCard(outcome: ChargeOutcome, card: StoredCard | undefined): ChargeOutcome {
  return card && (outcome.status === 'succeeded' || outcome.status === 'authorised')
    ? { ...outcome, card }
    : outcome;
}

/** A SearchTrade answer as a gateway charge (the total we sent rides in ClientField1). */
export function chargeOfTrade(orderId: string, found: Answer): GatewayCharge {
  const total = Number(found.ClientField1 || found.Amount || 0);
  const now = Number(found.Amount || 0);
  const isGone = found.Status === 'RETURN' || found.Status === 'VOID';
  const status = STATUS_OF[found.Status ?? ''] ?? 'pending';
  return {
    chargeId: orderId,
    orderId,
    status,
    amount: total,
    capturedAmount: status === 'succeeded' ? total : 0,
    refundedAmount: isGone ? total : Math.max(0, total - now),
    failureCode: null,
    createdAt: found.TranDate ?? '',
  };
}

/** A trade GMO holds, as the answer a repeated charge gets. */
export function answerOfTrade(orderId: string, found: Answer): ChargeOutcome {
  const charge = chargeOfTrade(orderId, found);
  return charge.status === 'succeeded' || charge.status === 'authorised'
    ? { status: charge.status, chargeId: orderId, amount: charge.amount }
    : { status: 'pending', chargeId: orderId };
}
