export { createSubscribers } from './service';
export type { Subscribers } from './service';
