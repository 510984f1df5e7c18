import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { GatewayDirectory } from '../payments';
import { customerIdOf } from './cards';
import type { CardRow } from './model';

/** Cards forgotten at their gateways per sweep; the next renewal run takes the rest. */
const SWEEP = 200;

/**
 * Cards a reader gave up (removed from the card panel, or the account closed) are marked
 * `removed_at` in the reader's own transaction, so no charge uses them from then on, and deleted
 * at their gateways right after it; the row goes once the gateway has deleted the card. A
 * gateway that cannot be reached is asked again by every renewal run.
 */
export function createCardRemoval({
  db,
  gateways,
  log,
}: {
  db: Knex;
  gateways: Pick<GatewayDirectory, 'named'>;
  log: Logger;
}) {
  return {
    /** Deletes given-up cards at their gateways (one reader's, or any), then here. */
    async forgetRemoved(reader?: { companyId: string; userId: string }): Promise<number> {
      const query = db('payment_cards')
        .whereNotNull('removed_at')
        .orderBy('removed_at')
        .limit(SWEEP);
      if (reader) query.where({ company_id: reader.companyId, user_id: reader.userId });
      let forgotten = 0;
      for (const card of (await query) as CardRow[]) {
        try {
          const gateway = await gateways.named(card.company_id, card.gateway);
          await gateway.deleteCard({
            customerId: customerIdOf(card.user_id),
            cardId: card.card_id,
          });
          await db('payment_cards').where({ id: card.id }).whereNotNull('removed_at').delete();
          forgotten += 1;
        } catch (err) {
          log.warn({ err, cardId: card.id }, 'stored card not yet deleted at its gateway');
        }
      }
      return forgotten;
    },
  };
}

export type CardRemoval = ReturnType<typeof createCardRemoval>;
