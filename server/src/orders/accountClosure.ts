import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Notifications } from '../notifications';
import { jstDay } from '../notifications';
import type { GatewayDirectory } from '../payments';
import { lifecycle, OPEN_STATUSES } from '../subscriptions';
import { customerIdOf, removeCards } from './cards';
import type { CardRow } from './model';

/** Cards forgotten at their gateways per sweep; the next renewal run takes the rest. */
const SWEEP = 200;

/**
 * What closing a reader's account does to their money (spec 001 §4: "Cancelling the account
 * cancels all active subscriptions"): every open subscription ends now (no further charge; the
 * account can no longer sign in to read), the stored cards are given up in the same transaction
 * and deleted at their gateways right after it, and the reader is mailed at the address the
 * account had. A gateway that cannot be reached is asked again by each renewal run.
 */
export function createAccountClosure({
  db,
  gateways,
  notifications,
  log,
}: {
  db: Knex;
  gateways: Pick<GatewayDirectory, 'named'>;
  notifications: Notifications;
  log: Logger;
}) {
  /** Deletes given-up cards at their gateways, then here; answers how many went. */
  async function forgetRemovedCards(reader?: { companyId: string; userId: string }) {
    const query = db('payment_cards').whereNotNull('removed_at').orderBy('removed_at').limit(SWEEP);
    if (reader) query.where({ company_id: reader.companyId, user_id: reader.userId });
    const removed = (await query) as CardRow[];
    let forgotten = 0;
    for (const card of removed) {
      try {
        const gateway = await gateways.named(card.company_id, card.gateway);
        await gateway.deleteCard({ customerId: customerIdOf(card.user_id), cardId: card.card_id });
        await db('payment_cards').where({ id: card.id }).whereNotNull('removed_at').delete();
        forgotten += 1;
      } catch (err) {
        log.warn({ err, cardId: card.id }, 'stored card not yet deleted at its gateway');
      }
    }
    return forgotten;
  }

  return {
    forgetRemovedCards,

    /**
     * The account's cancel hook, in the cancellation's transaction (before the e-mail is
     * cleared); its answer runs once that transaction is committed.
     */
    async onAccountCancel({
      trx,
      account,
      at,
    }: {
      trx: Knex.Transaction;
      account: {
        id: string;
        companyId: string;
        email: string | null;
        lang: string;
        fullName: string;
      };
      at: Date;
    }) {
      const reader = { companyId: account.companyId, userId: account.id };
      const open = (await trx('subscriptions as s')
        .join('subscription_plans as p', 'p.id', 's.plan_id')
        .where({ 's.company_id': reader.companyId, 's.user_id': reader.userId })
        .whereIn('s.status', OPEN_STATUSES)
        .select('s.id', 's.status', 'p.name')) as { id: string; status: string; name: string }[];
      for (const subscription of open) await lifecycle.cancelNow(trx, subscription.id, at);
      const cards = await removeCards(trx, reader, at.toISOString());
      const planNames = open.filter((s) => s.status !== 'PENDING').map((s) => s.name);
      const email = account.email;
      return async () => {
        await forgetRemovedCards(reader);
        if (!email) return;
        await notifications.mailOnly({
          companyId: reader.companyId,
          to: email,
          lang: account.lang,
          kind: 'account-closed',
          values: {
            fullName: account.fullName,
            planNames: planNames.join(account.lang === 'en' ? ', ' : '、'),
            planCount: planNames.length,
            cardCount: cards,
            closedAt: jstDay(at),
          },
        });
      };
    },
  };
}

export type AccountClosure = ReturnType<typeof createAccountClosure>;
