// The gateway interface (`gateways/gateway.ts`, which each gateway in `gateways/<name>/`
// imports beside it, so no gateway folder imports this one), the per-tenant directory and
// the verify action.
export { GatewayError } from './gateways/gateway';
export type * from './gateways/gateway';
export { createGatewayDirectory } from './directory';
export type { GatewayDirectory, TokenisationConfig } from './directory';
export { createPaymentVerification } from './verify';
export type { PaymentVerification } from './verify';
export { createPaymentModes, SANDBOX_USE_RECHECK_MS } from './modes';
export type { PaymentModes } from './modes';
