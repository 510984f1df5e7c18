// The gateway interface; each gateway lives in `gateways/<name>/` and imports it from here.
export { GatewayError } from './gateway';
export type * from './gateway';
export { createGatewayDirectory } from './directory';
export type { GatewayDirectory, TokenisationConfig } from './directory';
export { createPaymentVerification } from './verify';
export type { PaymentVerification } from './verify';
