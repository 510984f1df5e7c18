import type { Knex } from 'knex';
import { policy } from '../access/policy';
import type { AdminScope } from '../access/scope';
import type { Clock } from '../clock';
import { isStorable } from '../db/storable';
import type { ListQuery } from '../db/listPage';
import { AppError } from '../errors';
import type { SubscriptionAdmin } from '../subscriptions';
import { subscribersCsv } from './csv';
import { listSubscribers } from './list';
import { readerNotes } from './notes';
import { profileOf, readerOf } from './profile';
import { presentSubscriber, subscriberColumns, subscriptionsOf } from './rows';

export interface SubscriberDeps {
  db: Knex;
  clock: Clock;
  /** The subscriptions' admin acts (lifecycle.ts's transitions). */
  admin: SubscriptionAdmin;
}

/**
 * The operator's view of their subscribers (issue 31): the tenant's subscriptions with reader
 * and plan, a reader's profile with notes, and the acts on a subscription. Company and system
 * admins only (they name readers, as the payments do).
 */
export function createSubscribers({ db, clock, admin }: SubscriberDeps) {
  const notes = readerNotes(db);

  async function one(companyId: string, id: string) {
    const row =
      id.length <= 36 && isStorable(id)
        ? await subscriptionsOf(db, companyId).where('s.id', id).first(subscriberColumns)
        : null;
    if (!row) throw AppError.notFound('Subscription not found.');
    return presentSubscriber(row);
  }

  return {
    async list({ scope, query }: { scope: AdminScope; query: ListQuery }) {
      return listSubscribers(db, policy.managedUsers(scope).id, query);
    },

    async getOne({ scope, id }: { scope: AdminScope; id: string }) {
      return one(policy.managedUsers(scope).id, id);
    },

    async exportCsv({ scope, filter }: { scope: AdminScope; filter?: Record<string, unknown> }) {
      return subscribersCsv(db, policy.managedUsers(scope), filter);
    },

    /** `{ when: 'periodEnd' | 'now' }`; answers the subscription as it is now. */
    async cancel({ scope, id, input }: { scope: AdminScope; id: string; input: unknown }) {
      await admin.cancel({ scope, id, input });
      return one(scope.company.id, id);
    },

    /** `{ userId, planId, days }`: complimentary access; answers the new subscription. */
    async grantComplimentary({ scope, input }: { scope: AdminScope; input: unknown }) {
      const { id } = await admin.grantComplimentary({ scope, input });
      return one(scope.company.id, id);
    },

    async profile({ scope, userId }: { scope: AdminScope; userId: string }) {
      return profileOf(db, policy.managedUsers(scope).id, userId);
    },

    async addNote({ scope, userId, input }: { scope: AdminScope; userId: string; input: unknown }) {
      const company = policy.managedUsers(scope);
      const reader = await readerOf(db, company.id, userId);
      return notes.add(company.id, reader.id, scope.actor, input, clock.now());
    },

    async removeNote({ scope, userId, id }: { scope: AdminScope; userId: string; id: string }) {
      const company = policy.managedUsers(scope);
      const reader = await readerOf(db, company.id, userId);
      if (!(await notes.remove(company.id, reader.id, id))) {
        throw AppError.notFound('Note not found.');
      }
      return { id };
    },
  };
}

export type Subscribers = ReturnType<typeof createSubscribers>;
