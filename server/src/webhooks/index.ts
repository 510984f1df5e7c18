export { createWebhookDelivery } from './deliveries';
export type { WebhookDelivery } from './deliveries';
export { REPLAYS_PER_MINUTE, createDeliveryLog } from './log';
export type { DeliveryLog } from './log';
export { createWebhookEndpoints, PREVIOUS_SECRET_MS } from './endpoints';
export type { WebhookEndpoints } from './endpoints';
export { WEBHOOK_EVENT_TYPES } from './eventTypes';
export { MAX_ATTEMPTS, RETRY_DELAYS_MS } from './schedule';
export {
  PRUNE_WEBHOOKS_JOB,
  PRUNE_WEBHOOKS_SCHEDULE,
  WEBHOOK_RETENTION_DAYS,
  createWebhookPrune,
} from './prune';
export { SECRET_PREFIX, sign, signedHeaders } from './signing';
export { WEBHOOK_JOB, queueWebhooks, scheduleWebhooks, webhookJob } from './job';
