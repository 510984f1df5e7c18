import type { Knex } from 'knex';
import type { Notifications } from '../notifications';
import { jstDay } from '../notifications';
import { lifecycle, OPEN_STATUSES } from '../subscriptions';
import type { CardRemoval } from './cardRemoval';
import { removeCards } from './cards';

/**
 * What closing a reader's account does to their money (spec 001 §4: "Cancelling the account
 * cancels all active subscriptions"): every open subscription ends now (no further charge; the
 * account can no longer sign in to read), the stored cards are given up in the same transaction
 * and deleted at their gateways right after it (`cardRemoval.ts`), and the reader is mailed at
 * the address the account had.
 */
export function createAccountClosure({
  cards,
  notifications,
}: {
  cards: Pick<CardRemoval, 'forgetRemoved'>;
  notifications: Notifications;
}) {
  return {
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
      const removed = await removeCards(trx, reader, at.toISOString());
      const planNames = open.filter((s) => s.status !== 'PENDING').map((s) => s.name);
      const email = account.email;
      return async () => {
        await cards.forgetRemoved(reader);
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
            cardCount: removed,
            closedAt: jstDay(at),
          },
        });
      };
    },
  };
}

export type AccountClosure = ReturnType<typeof createAccountClosure>;
