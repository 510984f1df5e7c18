/**
 * What the purchase flow needs from a card gateway. The browser tokenises the card with the
 * gateway directly (the number never reaches our server); our server charges the token or a
 * stored card, follows 3-D Secure through a redirect, refunds, and searches the gateway's own
 * records to reconcile orders whose answer it never saw. `sandbox` is the first gateway;
 * VeriTrans and GMO implement the same interface (issue 11; docs/decisions.md, "Card gateways").
 */
export interface PaymentGateway {
  readonly name: string;
  /** Charges (or only authorises) an order once: the order id is the idempotency key. */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Captures an authorised charge (all of it, or `amount`). */
  capture(request: { chargeId: string; amount?: number }): Promise<ChargeOutcome>;
  /** The charge as the gateway sees it now (a pending one may have settled). */
  retrieve(chargeId: string): Promise<GatewayCharge>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** Saves a tokenised card for later charges without charging it (a free period's order). */
  storeCard(request: { token: string; customerId: string }): Promise<StoredCard>;
  /** Forgets a stored card (a closed account); a card the gateway no longer has is no error. */
  deleteCard(request: { customerId: string; cardId: string }): Promise<void>;
  /** The gateway's records of one order, or of a time range, for reconciliation. */
  search(query: ChargeSearch): Promise<GatewayCharge[]>;
  /** A webhook's event, once its signature is checked (GatewayError otherwise). */
  verifyWebhook(rawBody: string, signature: string | undefined): GatewayEvent;
}

export interface ChargeRequest {
  /** Our order id, the idempotency key: a retry answers the stored result. */
  orderId: string;
  /** Integer yen, tax included. */
  amount: number;
  source: PaymentSource;
  /** Capture at once, or authorise only and capture later. */
  isCapture: boolean;
  /** Where the reader's browser returns after a 3-D Secure challenge. */
  returnUrl?: string;
  /** Renewals run without the reader: no challenge is possible. */
  isOffSession?: boolean;
}

/** A one-time token from the browser (stored for later when `storeFor` names a customer), or a stored card. */
export type PaymentSource =
  { token: string; storeFor?: string } | { cardId: string; customerId: string };

export type FailureCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'authentication_required'
  | 'authentication_failed';

export interface StoredCard {
  id: string;
  last4: string;
  brand: string;
  expMonth: number;
  expYear: number;
}

export type ChargeOutcome =
  | { status: 'succeeded' | 'authorised'; chargeId: string; amount: number; card?: StoredCard }
  | { status: 'failed'; chargeId: string; failureCode: FailureCode }
  | { status: 'pending'; chargeId: string }
  | { status: 'requires_action'; chargeId: string; redirectUrl: string };

export type ChargeStatus = ChargeOutcome['status'];

export interface GatewayCharge {
  chargeId: string;
  orderId: string;
  status: ChargeStatus;
  amount: number;
  capturedAmount: number;
  refundedAmount: number;
  failureCode: FailureCode | null;
  createdAt: string;
}

export interface RefundRequest {
  chargeId: string;
  amount: number;
  /** A retry with the same key answers the stored refund. */
  idempotencyKey: string;
  /**
   * What our books hold as refunded of this charge before this refund. A gateway without
   * refund keys (VeriTrans, GMO) compares it with its own total to tell a lost answer from a
   * refund still to make.
   */
  refundedBefore?: number;
}

export interface RefundOutcome {
  refundId: string;
  chargeId: string;
  amount: number;
  refundedTotal: number;
}

export type ChargeSearch = { orderId: string } | { createdFrom: Date; createdTo: Date };

export interface GatewayEvent {
  id: string;
  type: 'charge.succeeded' | 'charge.failed' | 'charge.refunded';
  created: number;
  data: GatewayCharge;
}

export type GatewayErrorCode =
  | 'idempotency_mismatch'
  | 'invalid_request'
  | 'token_invalid'
  | 'not_found'
  | 'unavailable'
  | 'timeout'
  | 'signature_invalid';

/** The gateway refused the request itself, or could not be reached (not a card decline). */
export class GatewayError extends Error {
  constructor(
    readonly code: GatewayErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
