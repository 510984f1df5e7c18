import type { Knex } from 'knex';
import type { OrderRow } from '../subscriptions';
import { attemptRow } from './attempts';
import type { PaymentRow } from './model';
import { recordPaid } from './settle';

/**
 * A test-mode charge that has already happened, at `at`: the attempt row as the sandbox would
 * have left it, and, when paid, the order settled the way every paid attempt is (`recordPaid`:
 * the order PAID, its period started). For a seeded history (the demo); no gateway is called.
 */
export async function recordPastTestCharge(
  db: Knex,
  order: OrderRow,
  { at, isPaid }: { at: Date; isPaid: boolean },
): Promise<void> {
  const row = attemptRow(order, {
    attempt: 1,
    gateway: 'sandbox',
    request: { seeded: true },
    at: at.toISOString(),
    status: isPaid ? 'processing' : 'failed',
    failureCode: isPaid ? null : 'card_declined',
  });
  await db('payments').insert({ ...row, card_last4: '4242', card_brand: 'visa' });
  if (!isPaid) return;
  const owner = { companyId: order.company_id, userId: order.user_id, gateway: 'sandbox' };
  await recordPaid(db, { payment: row as unknown as PaymentRow, owner, now: at }, `seed_${row.id}`);
}
