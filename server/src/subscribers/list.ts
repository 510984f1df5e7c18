import { subscriptionStatuses } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { isStorable } from '../db/storable';
import { whereContains } from '../db/contains';
import { listPage } from '../db/listPage';
import type { ListQuery } from '../db/listPage';
import { presentSubscriber, subscriberColumns, subscriptionsOf } from './rows';

const sortable: Record<string, string> = {
  registeredAt: 's.registered_at',
  usageEndDate: 's.period_end',
  status: 's.status',
  planName: 'p.name',
  userFullName: 'u.full_name',
  userEmail: 'u.email',
};

/**
 * The admin's filters: `status` (one or a list of lifecycle statuses), `planId`, `isTrial`
 * (free days running), `isComplimentary`, `userId`, `q` (the reader's name, e-mail or
 * username, any case), `id` (a list, react-admin's getMany). Unknown values match nothing.
 */
export function filtered(db: Knex, companyId: string, filter: Record<string, unknown> = {}) {
  const query = subscriptionsOf(db, companyId);
  const { status, planId, isTrial, isComplimentary, userId, q, id } = filter;
  if (Array.isArray(id)) query.whereIn('s.id', id.filter(isKey).slice(0, 1000));
  if (status !== undefined && status !== '') {
    const wanted = (Array.isArray(status) ? status : [status]).filter(
      (value): value is string =>
        typeof value === 'string' && (subscriptionStatuses as readonly string[]).includes(value),
    );
    query.whereIn('s.status', wanted);
  }
  if (planId !== undefined && planId !== '') query.where('s.plan_id', isKey(planId) ? planId : '');
  if (userId !== undefined && userId !== '') query.where('s.user_id', isKey(userId) ? userId : '');
  if (isTrial === true) {
    query.where({ 's.status': 'ACTIVE', 's.periods_billed': 0 }).whereNotNull('s.free_until');
  }
  if (isComplimentary === true) query.where('s.is_complimentary', true);
  if (q !== undefined && q !== '') {
    // A search that cannot be stored (a NUL, over 255 characters) matches no one.
    if (typeof q !== 'string' || !isStorable(q)) query.whereRaw('1 = 0');
    else if (q.trim()) {
      whereContains(query, ['u.email', 'u.username', 'u.full_name'], q);
    }
  }
  return query;
}

/** One page of the filtered subscriptions and the total behind it. */
export async function listSubscribers(db: Knex, companyId: string, query: ListQuery) {
  const page = await listPage<Record<string, unknown>>(filtered(db, companyId, query.filter), {
    sort: query.sort,
    range: query.range,
    sortable,
    defaultSort: ['registeredAt', 'DESC'],
    idColumn: 's.id',
    rows: (rows) => rows.select(subscriberColumns),
  });
  return { total: page.total, items: page.rows.map(presentSubscriber) };
}

function isKey(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 36 && isStorable(value);
}
