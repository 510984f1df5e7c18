// The gateway interface; each gateway lives in `gateways/<name>/` and imports it from here.
export { GatewayError } from './gateway';
export type * from './gateway';
