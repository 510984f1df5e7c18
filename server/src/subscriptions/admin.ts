import { randomUUID } from 'node:crypto';
import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { policy } from '../access/policy';
import type { AdminScope } from '../access/scope';
import type { Clock } from '../clock';
import { isStorable } from '../db/storable';
import { AppError } from '../errors';
import { addDays } from '../money';
import type { Notifications } from '../notifications';
import { jstDay, noticeOf } from '../notifications';
import { planRepository } from '../plans';
import { findReader } from '../users/repository';
import * as lifecycle from './lifecycle';
import type { SubscriptionRow } from './model';

/** At most a year of complimentary access at a time (docs/decisions.md, issue 31). */
export const MAX_COMPLIMENTARY_DAYS = 366;

export type CancelWhen = 'periodEnd' | 'now';

export interface SubscriptionAdminDeps {
  db: Knex;
  clock: Clock;
  notifications: Notifications;
}

/**
 * A tenant admin's acts on a reader's subscriptions (the subscriber's profile in the console):
 * cancel at the period's end or now, and complimentary access for a number of days. The rules
 * are lifecycle.ts's transitions; a subscription of another tenant is not found.
 */
export function createSubscriptionAdmin({ db, clock, notifications }: SubscriptionAdminDeps) {
  async function ofTenant(companyId: string, id: string): Promise<SubscriptionRow> {
    const row =
      id.length <= 36 && isStorable(id)
        ? await db('subscriptions').where({ id, company_id: companyId }).first()
        : null;
    if (!row) throw AppError.notFound('Subscription not found.');
    return row as SubscriptionRow;
  }

  return {
    /** `{ when: 'periodEnd' | 'now' }`: 400 when the subscription has nothing left to cancel. */
    async cancel({ scope, id, input }: { scope: AdminScope; id: string; input: unknown }) {
      const company = policy.managedUsers(scope);
      const when = fieldOf(input, 'when');
      if (when !== 'periodEnd' && when !== 'now') {
        throw AppError.badRequest({ when: 'Choose periodEnd or now.' });
      }
      const row = await ofTenant(company.id, id);
      const transition = when === 'now' ? 'cancelNow' : 'cancelAtPeriodEnd';
      if (!lifecycle.mayMove(transition, row.status)) {
        throw AppError.badRequest({ when: 'This subscription has nothing left to cancel.' });
      }
      const now = clock.now();
      await db.transaction((trx) => lifecycle[transition](trx, id, now));
      // As when the reader cancels: told once, with the last day when reading goes on.
      if (row.status !== 'PENDING') {
        const end = row.period_end ? new Date(row.period_end) : null;
        const isReading = when === 'periodEnd' && end !== null && end > now;
        await noticeOf(db, notifications, {
          kind: 'subscription-cancelled',
          subscriptionId: id,
          subjectId: id,
          extra: isReading ? { usageEnd: jstDay(end) } : {},
        });
      }
      return { id };
    },

    /**
     * `{ userId, planId, days }`: the plan opened to the reader from now for `days` days, at
     * no charge (881 when they hold the plan already; 703 / 831 for no such reader / plan).
     */
    async grantComplimentary({ scope, input }: { scope: AdminScope; input: unknown }) {
      const company = policy.managedUsers(scope);
      const userId = fieldOf(input, 'userId');
      const planId = fieldOf(input, 'planId');
      const days = fieldOf(input, 'days');
      const errors: Record<string, string> = {};
      if (typeof userId !== 'string' || !userId) errors.userId = 'Choose a reader.';
      if (typeof planId !== 'string' || !planId) errors.planId = 'Choose a plan.';
      const isDays =
        typeof days === 'number' &&
        Number.isSafeInteger(days) &&
        days >= 1 &&
        days <= MAX_COMPLIMENTARY_DAYS;
      if (!isDays) errors.days = `Give 1 to ${MAX_COMPLIMENTARY_DAYS} days.`;
      if (Object.keys(errors).length) throw AppError.badRequest(errors);
      const reader = isStorable(userId as string)
        ? await findReader(db, company.id, userId as string)
        : null;
      if (!reader) throw new AppError(Status.userNotFound);
      const plan =
        (planId as string).length <= 36 && isStorable(planId as string)
          ? await planRepository(db).find(company.id, planId as string)
          : null;
      if (!plan) throw new AppError(Status.planNotFound);
      const now = clock.now();
      const id = randomUUID();
      const until = addDays(now, days as number);
      await db.transaction((trx) =>
        lifecycle.grantComplimentary(trx, { company, readerId: reader.id, plan, id, until, now }),
      );
      return { id };
    },
  };
}

export type SubscriptionAdmin = ReturnType<typeof createSubscriptionAdmin>;

function fieldOf(input: unknown, key: string): unknown {
  return typeof input === 'object' && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)[key]
    : undefined;
}
