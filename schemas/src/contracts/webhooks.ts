import type { WebhookEndpointRecord } from '../../types/index';
import type { Stored } from './records';

/** An event a tenant's webhook endpoint may receive (`type` of the delivered body). */
export type WebhookEventType = WebhookEndpointRecord['eventTypes'][number];

/**
 * `/api/admin/webhook-endpoints`: a tenant's endpoint. Its signing secret is write-only:
 * `secret` is present only in the answer of the create and of `POST /{id}/rotate-secret`.
 */
export interface WebhookEndpoint extends Omit<WebhookEndpointRecord, 'eventTypes'>, Stored {
  companyId: string;
  eventTypes: WebhookEventType[];
  /** The signing secret (`whsec_…`): shown once, on create and on rotation. */
  secret?: string;
}

/** PENDING (queued, or waiting for its next try), SUCCEEDED, FAILED (tries used up). */
export type WebhookDeliveryStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED';

/** One try of a delivery, as the console's log shows it. */
export interface WebhookAttempt {
  number: number;
  attemptedAt: string;
  /** The endpoint's HTTP status; null when no answer came (`error` says why). */
  responseStatus: number | null;
  error: string | null;
  /** The answer's first bytes. */
  responseBody: string | null;
  durationMs: number;
}

/** `/api/admin/webhook-deliveries`: one event sent to one endpoint, with its tries. */
export interface WebhookDelivery extends Stored {
  endpointId: string;
  eventId: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastResponseStatus: number | null;
  /** The delivery this one replays. */
  replayOf: string | null;
  /** One delivery (`GET /{id}`): what was sent and every try; lists leave them out. */
  body?: string;
  tries?: WebhookAttempt[];
}
