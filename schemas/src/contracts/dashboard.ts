/**
 * The console dashboard's figures (`GET /api/admin/dashboard`, issue 31), as the server sends
 * them and the console reads them. Amounts are integer yen; months are Japan time, `YYYY-MM`.
 */

/** The longest history one answer covers; the console asks for the default. */
export const MAX_DASHBOARD_MONTHS = 24;
export const DEFAULT_DASHBOARD_MONTHS = 12;

/** One month of the tenant's business. */
export interface DashboardMonth {
  month: string;
  /** Paid payments made that month, tax included. */
  paid: number;
  /** What was given back of those payments (whenever the refund was made). */
  refunded: number;
  /** paid − refunded. */
  revenue: number;
  /** Subscriptions registered that month that started a paid or free period. */
  newSubscriptions: number;
  /** Started subscriptions cancelled that month (reader, admin, account closed, retries out). */
  cancelledSubscriptions: number;
  /** Renewal charges (off-session, stored card) that failed that month. */
  failedRenewals: number;
}

export interface DashboardTitle {
  contentId: string;
  title: string;
  opens: number;
  pageViews: number;
  downloads: number;
}

export interface DashboardPlan {
  planId: string;
  name: string;
  /** Readers in a paid period, in a free period, and whose renewal charge failed. */
  active: number;
  trial: number;
  pastDue: number;
}

export interface DashboardCoupon {
  couponId: string;
  code: string;
  discountPercent: number;
  /** Paid orders that used it within the months shown. */
  redemptions: number;
  /** Null: unlimited. */
  numberOfUsages: number | null;
}

/** What a company or system admin sees: money, readers, subscriptions and reading. */
export interface DashboardBusiness {
  /** Monthly recurring revenue: paying subscriptions' plan prices (tax excluded) per month. */
  mrr: number;
  activeSubscribers: number;
  trialReaders: number;
  pastDueReaders: number;
  byMonth: DashboardMonth[];
  topTitles: DashboardTitle[];
}

export interface DashboardFigures {
  /** The tenant the figures are of; null for a system admin's view of every tenant. */
  companyId: string | null;
  months: number;
  /** The first and last month shown. */
  from: string;
  to: string;
  /** When they were computed (they are kept a short while). */
  asOf: string;
  /** Absent for service admins, who see plans and coupons only. */
  business?: DashboardBusiness;
  plans: DashboardPlan[];
  coupons: DashboardCoupon[];
}
