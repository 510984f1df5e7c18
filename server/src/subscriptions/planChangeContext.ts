import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { requireReader } from '../access/policy';
import type { ReaderScope } from '../access/scope';
import { isStorable } from '../db/storable';
import { AppError } from '../errors';
import type { Plan } from '../plans';
import { planRepository } from '../plans';
import type { SubscriptionRow } from './model';

/** The gateway that charges the reader's renewals (`learning` cannot change its amount). */
export type RenewalGatewayOf = (reader: { companyId: string; userId: string }) => Promise<string>;

export interface ChangeContext {
  subscription: SubscriptionRow;
  current: Plan;
  periodStart: Date;
  periodEnd: Date;
  /** Free days: nothing paid yet, the first order waits for their end. */
  isFreeDays: boolean;
}

/**
 * The reader's subscription a change starts from, with the refusals that do not depend on the
 * target (docs/decisions.md "Plan change" says why each code): 404 not theirs; 871 its first
 * payment still open (PENDING) or its renewal due now; 857 its last renewal failed (PAST_DUE:
 * pay it first); 868 cancelled or refunded; 843 renewed by the learning service, whose
 * periodic payment cannot change its amount.
 */
export async function changeContext(
  // Without `renewalGatewayOf` (inside a transaction, after a check without it) the gateway
  // is not asked again: its settings are read through another connection.
  { db, renewalGatewayOf }: { db: Knex; renewalGatewayOf?: RenewalGatewayOf },
  { scope, id, now }: { scope: ReaderScope; id: string; now: Date },
): Promise<ChangeContext> {
  const reader = requireReader(scope);
  const row =
    id.length <= 36 && isStorable(id)
      ? ((await db('subscriptions')
          .where({ id, company_id: scope.company.id, user_id: reader.id })
          .first()) as SubscriptionRow | undefined)
      : undefined;
  if (!row) throw AppError.notFound('Subscription not found.');
  refuseStatus(row, now);
  const gateway = await renewalGatewayOf?.({ companyId: row.company_id, userId: row.user_id });
  if (gateway === 'learning') {
    throw new AppError(Status.paymentSettingsRejected, {
      message:
        'The learning-service payment cannot change its amount: cancel this plan and register the other one.',
      fieldErrors: { gateway: 'learning' },
    });
  }
  const current = await planRepository(db).find(row.company_id, row.plan_id);
  if (!current) throw new Error(`Plan ${row.plan_id} of a subscription is gone.`);
  return {
    subscription: row,
    current,
    periodStart: new Date(row.period_start ?? now),
    periodEnd: new Date(row.period_end ?? now),
    isFreeDays: Number(row.periods_billed) === 0,
  };
}

/** Only an ACTIVE, paid-for subscription within its running period may change. */
export function refuseStatus(row: SubscriptionRow, now: Date) {
  // Complimentary access is the plan an admin gave, for the time given: nothing to change.
  if (row.is_complimentary) throw new AppError(Status.orderClosed);
  switch (row.status) {
    case 'ACTIVE':
      if (!row.period_end || new Date(row.period_end) <= now) {
        throw new AppError(Status.paymentProcessing);
      }
      return;
    case 'PENDING':
      throw new AppError(Status.paymentProcessing);
    case 'PAST_DUE':
      throw new AppError(Status.paymentFailed);
    default:
      throw new AppError(Status.orderClosed);
  }
}
