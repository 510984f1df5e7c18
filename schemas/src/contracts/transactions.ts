/**
 * The payment history's wire shapes (spec 001 §3, `GET /transaction/page` and
 * `/transaction/detail/{id}`; the admin's `/api/admin/transactions` answers the same rows),
 * camelCased as the reader and the console read them. Amounts are integer yen.
 */
export type TransactionResult = 'OK' | 'NG' | 'PENDING';

export interface Transaction {
  id: string;
  orderId: string;
  subscriptionId: string;
  subscriptionPlanName: string;
  userEmail: string;
  /** The billing period the payment is for: 1 = the first paid period. */
  periodNumber: number;
  attempt: number;
  /** OK (confirmed), NG (payment error) or PENDING before settlement. */
  status: TransactionResult;
  /** The gateway's own state (processing, succeeded, failed, pending, requires_action …). */
  paymentStatus: string;
  failureCode: string | null;
  couponCode: string | null;
  /** Before tax and discounts. */
  baseAmount: number;
  /** The discount ordinal's and the coupon's together. */
  discountAmount: number;
  taxAmount: number;
  /** Tax included: what was charged. */
  totalAmount: number;
  /** What admins gave back of it (tax included), and the tax in that. */
  refundedAmount: number;
  refundedTaxAmount: number;
  /** What the reader paid and kept paid: the total less the refunds. */
  keptAmount: number;
  taxRatePercent: number;
  taxRounding: string;
  cardLast4: string | null;
  cardBrand: string | null;
  gateway: string;
  createdAt: string | null;
  updatedAt: string | null;
  /** A paid payment has a receipt (`GET /transaction/receipt/{id}`). */
  hasReceipt: boolean;
}

/** The reader's stored card: never more of the number than its last four digits. */
export interface StoredCard {
  last4: string;
  brand: string;
  expMonth: number;
  expYear: number;
}

/** `GET /veritrans/card`: the stored card, and whether the reader may remove it now. */
export interface StoredCardAnswer {
  card: StoredCard | null;
  /** False while a subscription renews with it (ACTIVE or PAST_DUE): replace it instead. */
  isRemovable: boolean;
}
