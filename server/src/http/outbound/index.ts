export { createOutbound, OUTBOUND_FAILURE_TTL_MS } from './outbound';
export type { Outbound, OutboundFetch, OutboundOptions } from './outbound';
export { OutboundError } from './errors';
export { refusedRange } from './addresses';
