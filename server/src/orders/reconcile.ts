import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { Notifications } from '../notifications';
import type { GatewayDirectory } from '../payments';
import { GatewayError } from '../payments';
import { createAttempts } from './attempts';
import type { PaymentRecorder } from './attempts';
import type { PaymentRow } from './model';

/**
 * Reconciliation of attempts whose answer was never recorded: the process died between the
 * gateway's answer and our commit (`processing`), or the answer was lost (`unanswered`). For
 * each, the gateway is asked whether it holds a charge under the attempt's idempotency key;
 * when it does, the stored request is sent again with that key, which answers the charge's
 * result without charging twice, and the result is recorded as confirm would have (PAID once).
 * An attempt the gateway never saw is left alone: nothing is charged without the reader, and
 * their next confirm sends it.
 */
export function createReconciliation({
  db,
  clock,
  gateways,
  notifications,
  log,
  onPayment,
}: {
  db: Knex;
  clock: Clock;
  gateways: Pick<GatewayDirectory, 'named'>;
  notifications: Notifications;
  log?: Logger;
  onPayment?: PaymentRecorder;
}) {
  async function reconcileOne(payment: PaymentRow): Promise<boolean> {
    // Asked of the gateway that took the attempt, with the tenant's keys now.
    const gateway = await gateways.named(String(payment.company_id), String(payment.gateway));
    const attempts = createAttempts({ db, clock, gateway, notifications, onPayment });
    const found = await gateway.search({ orderId: String(payment.gateway_key) });
    if (found.length === 0) return false;
    const owner = {
      companyId: String(payment.company_id),
      userId: String(payment.user_id),
      gateway: String(payment.gateway),
    };
    try {
      await attempts.settle(payment, await gateway.charge(attempts.requestOf(payment)), owner);
    } catch (err) {
      // A decline or a pending charge is recorded by settle; its catalogue error is for readers.
      if (!(err instanceof AppError)) throw err;
    }
    return true;
  }

  return {
    /** Every open attempt, each at its gateway; answers how many the gateways knew (now settled). */
    async run(): Promise<number> {
      const open = (await db('payments')
        .whereIn('status', ['processing', 'unanswered'])
        .orderBy('created_at')) as PaymentRow[];
      let settled = 0;
      for (const payment of open) {
        try {
          if (await reconcileOne(payment)) settled += 1;
        } catch (err) {
          // Unreachable now (or its gateway no longer set up): the next run, or the reader's
          // next confirm, asks again.
          if (!(err instanceof GatewayError) && !(err instanceof AppError)) throw err;
          const code = err instanceof GatewayError ? err.code : err.status;
          log?.warn({ paymentId: payment.id, code }, 'reconciliation postponed');
        }
      }
      if (open.length) log?.info({ open: open.length, settled }, 'payments reconciled');
      return settled;
    },
  };
}

export type Reconciliation = ReturnType<typeof createReconciliation>;
