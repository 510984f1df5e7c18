export { createCheckout } from './checkout';
export type { Checkout } from './checkout';
export { createTransactions } from './transactions';
export type { Transactions } from './transactions';
export { createRefunds } from './refunds';
export type { Refunds } from './refunds';
export { createReconciliation } from './reconcile';
export type { Reconciliation } from './reconcile';
