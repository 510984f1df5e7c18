import type { DashboardFigures } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { policy } from '../access/policy';
import { Role } from '../access/roles';
import type { OverviewScope } from '../access/scope';
import type { Clock } from '../clock';
import { businessFigures } from './business';
import { createFiguresCache } from './cache';
import { couponFigures, planFigures } from './commerce';
import { tenantRows } from './tenantRows';
import { windowOf } from './window';

/** What the actor may see: the whole business, or (service admins) plans and coupons only. */
type View = 'business' | 'commerce';

/**
 * The console dashboard's figures (issue 31): computed in SQL over at most 24 months and kept
 * a minute per tenant, view and month count, so a dashboard left open costs one round a minute.
 */
export function createDashboard({ db, clock }: { db: Knex; clock: Clock }) {
  const cache = createFiguresCache<DashboardFigures>(clock);

  async function compute(companyId: string | null, view: View, months: unknown) {
    const now = clock.now();
    const window = windowOf(months, now);
    const tenant = tenantRows(db, companyId);
    const [business, plans, coupons] = await Promise.all([
      view === 'business' ? businessFigures(db, tenant, window) : undefined,
      planFigures(db, tenant),
      couponFigures(db, tenant, window),
    ]);
    return {
      companyId,
      months: window.months,
      from: window.labels[0] as string,
      to: window.labels[window.labels.length - 1] as string,
      asOf: now.toISOString(),
      ...(business && { business }),
      plans,
      coupons,
    };
  }

  return {
    /** `GET /api/admin/dashboard?months=`: 400 for a bad `months`, 403 beyond the actor's tenant. */
    async figures({ scope, months }: { scope: OverviewScope; months: unknown }) {
      const view = viewOf(scope);
      // Checked before the cache: a bad value is refused, never looked up.
      const { months: count } = windowOf(months, clock.now());
      const companyId = scope.company?.id ?? null;
      const key = `${companyId ?? '*'}:${view}:${count}`;
      return cache.get(key, () => compute(companyId, view, months));
    },
    /**
     * An admin's own change to the money (a refund from the console) shows on the dashboard
     * they go to next, not a minute later: the tenant's answers and the all-tenants ones go.
     */
    forgetTenant(companyId: string): void {
      cache.forget([`${companyId}:`, '*:']);
    },
  };
}

export type Dashboard = ReturnType<typeof createDashboard>;

/** Every tenant: system admins only. One tenant: its admins, or its service admins' view. */
function viewOf({ actor, company }: OverviewScope): View {
  if (!company) {
    policy.assertCanManageCompanies(actor);
    return 'business';
  }
  if (actor.roleLevel === Role.SERVICE_ADMIN) {
    policy.assertCanManageCommerce(actor, company.id);
    return 'commerce';
  }
  policy.assertCanManageUsers(actor, company.id);
  return 'business';
}
