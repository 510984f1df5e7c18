/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export interface WebhookEndpointRecord {
  url: string;
  description: string;
  /**
   * @minItems 1
   */
  eventTypes: [
    (
      | 'subscription.created'
      | 'subscription.trial_started'
      | 'subscription.renewed'
      | 'subscription.payment_failed'
      | 'subscription.past_due'
      | 'subscription.cancel_scheduled'
      | 'subscription.cancelled'
      | 'subscription.refunded'
      | 'content.published'
      | 'content.updated'
    ),
    ...(
      | 'subscription.created'
      | 'subscription.trial_started'
      | 'subscription.renewed'
      | 'subscription.payment_failed'
      | 'subscription.past_due'
      | 'subscription.cancel_scheduled'
      | 'subscription.cancelled'
      | 'subscription.refunded'
      | 'content.published'
      | 'content.updated'
    )[],
  ];
  isEnabled: boolean;
}
