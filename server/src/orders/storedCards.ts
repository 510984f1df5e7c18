import { Status } from '@hondana/schemas/contracts';
import type { StoredCardAnswer } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { requireReader } from '../access/policy';
import type { ReaderScope } from '../access/scope';
import { AppError } from '../errors';
import type { Clock } from '../clock';
import type { CardRemoval } from './cardRemoval';
import type { Checkout } from './checkout';

/** Subscriptions the renewal job charges a stored card for: running, or retrying a charge. */
const RENEWING = ['ACTIVE', 'PAST_DUE'];

/**
 * The reader's card panel (docs/decisions.md, "Payment history, receipts and the card panel"):
 * the stored card and whether it may be removed. A card may not be removed while a
 * subscription renews with it (the renewal would fail); replacing it is always allowed
 * (`POST /veritrans/add-card`).
 */
export function createStoredCards({
  db,
  clock,
  checkout,
  cards,
}: {
  db: Knex;
  clock: Clock;
  checkout: Pick<Checkout, 'card'>;
  cards: Pick<CardRemoval, 'forgetRemoved'>;
}) {
  const renewing = (companyId: string, userId: string) =>
    db('subscriptions')
      .where({ company_id: companyId, user_id: userId })
      .whereIn('status', RENEWING)
      .select('id');

  return {
    /** `GET /veritrans/card`: the card at the tenant's gateway (last four digits, brand, expiry). */
    async view(scope: ReaderScope): Promise<StoredCardAnswer> {
      const reader = requireReader(scope);
      const { card } = await checkout.card(scope);
      const isRenewing = card !== null && (await renewing(scope.company.id, reader.id).first());
      return { card, isRemovable: card !== null && !isRenewing };
    },

    /**
     * `DELETE /veritrans/card`: forgets every card kept for the reader at this tenant (a
     * tenant that changed gateways may still hold one at the old gateway), here and at the
     * gateways, unless a subscription renews (872). One conditional statement gives the cards
     * up, so the check and the change see the same subscriptions (cardRemoval.ts).
     */
    async remove(scope: ReaderScope): Promise<StoredCardAnswer> {
      const reader = requireReader(scope);
      const mine = { company_id: scope.company.id, user_id: reader.id };
      const at = clock.now().toISOString();
      const removed = await db('payment_cards')
        .where(mine)
        .whereNull('removed_at')
        .whereNotExists(renewing(scope.company.id, reader.id))
        .update({ removed_at: at, updated_at: at });
      if (!removed && (await renewing(scope.company.id, reader.id).first())) {
        throw new AppError(Status.cardInUse);
      }
      await cards.forgetRemoved({ companyId: scope.company.id, userId: reader.id });
      return { card: null, isRemovable: false };
    },
  };
}

export type StoredCards = ReturnType<typeof createStoredCards>;
