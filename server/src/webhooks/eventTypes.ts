import type { WebhookEventType } from '@hondana/schemas/contracts';
import { resourceSchemas } from '@hondana/schemas';

/** Every event type an endpoint may choose, in the schema's order (the schema is the list). */
export const WEBHOOK_EVENT_TYPES = (
  resourceSchemas.webhookEndpoint.schema.properties?.eventTypes?.items as { enum: string[] }
).enum as WebhookEventType[];

/** The event types stored on an endpoint row (a JSON array). */
export function typesOf(stored: unknown): WebhookEventType[] {
  try {
    const parsed: unknown = JSON.parse(String(stored));
    return Array.isArray(parsed) ? (parsed as WebhookEventType[]) : [];
  } catch {
    return [];
  }
}
