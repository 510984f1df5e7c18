import { Status } from '@hondana/schemas/contracts';
import type { Transaction, TransactionResult } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { policy, requireReader } from '../access/policy';
import type { AdminScope, ReaderScope } from '../access/scope';
import { isStorable } from '../db/storable';
import type { Paging } from '../db/paging';
import { pageOf } from '../db/paging';
import { whereContains } from '../db/contains';
import { toCsvWithBom } from '../csv/csv';
import { toIso } from '../db/json';
import { listPage } from '../db/listPage';
import type { ListQuery } from '../db/listPage';
import { AppError } from '../errors';

type Row = Record<string, unknown>;

/** Spec 001 §3: OK (confirmed), NG (payment error), or pending before settlement. */
export function resultOf(status: unknown): TransactionResult {
  if (status === 'succeeded') return 'OK';
  if (status === 'failed') return 'NG';
  return 'PENDING';
}

const statusesOf: Record<string, string[]> = {
  OK: ['succeeded'],
  NG: ['failed'],
  PENDING: ['processing', 'unanswered', 'pending', 'requires_action'],
};

const sortable: Record<string, string> = {
  createdAt: 'pm.created_at',
  totalAmount: 'pm.total_amount',
  status: 'pm.status',
  email: 'u.email',
};

/** Payment history: every attempt to charge an order, for its reader and the tenant's admins. */
export function createTransactions({ db }: { db: Knex }) {
  const joined = (companyId: string) =>
    db('payments as pm')
      .join('orders as o', 'o.id', 'pm.order_id')
      .join('subscriptions as s', 's.id', 'o.subscription_id')
      .join('subscription_plans as p', 'p.id', 's.plan_id')
      .join('users as u', 'u.id', 'pm.user_id')
      .where('pm.company_id', companyId);
  const withColumns = (query: Knex.QueryBuilder) =>
    query.select(
      'pm.*',
      'o.subscription_id',
      'o.period_number',
      'o.coupon_code',
      'p.name as plan_name',
      'u.email as user_email',
    );
  const rows = (companyId: string) => withColumns(joined(companyId));

  async function one(query: Knex.QueryBuilder, id: string) {
    const row = isStorable(id) && id.length <= 36 ? await query.where('pm.id', id).first() : null;
    if (!row) throw new AppError(Status.transactionNotFound);
    return row as Row;
  }

  /** The admin's filters, without columns (so the list can count it). */
  function filtered(companyId: string, filter: Record<string, unknown> = {}) {
    const query = joined(companyId);
    const { status, userId, q, from, to, id } = filter;
    if (Array.isArray(id))
      query.whereIn(
        'pm.id',
        id.filter((v) => typeof v === 'string'),
      );
    if (typeof status === 'string') query.whereIn('pm.status', statusesOf[status] ?? []);
    if (typeof userId === 'string') query.where('pm.user_id', userId);
    if (typeof q === 'string' && q.trim()) {
      whereContains(query, ['u.email', 'p.name'], q);
    }
    if (typeof from === 'string' && isDay(from)) query.where('pm.created_at', '>=', from);
    if (typeof to === 'string' && isDay(to)) {
      query.where('pm.created_at', '<', new Date(Date.parse(to) + 86_400_000).toISOString());
    }
    return query;
  }

  return {
    /** `GET /transaction/page`: the reader's payments, newest first. */
    async readerPage(scope: ReaderScope, paging: Paging) {
      const reader = requireReader(scope);
      const query = rows(scope.company.id)
        .where('pm.user_id', reader.id)
        .orderBy('pm.created_at', 'desc')
        .orderBy('pm.attempt', 'desc')
        .orderBy('pm.id');
      return pageOf(query, paging, (found) => found.map(presentTransaction));
    },

    /** `GET /transaction/detail/{id}`: one of the reader's payments (869 otherwise). */
    async readerDetail(scope: ReaderScope, id: string) {
      const reader = requireReader(scope);
      return presentTransaction(
        await one(rows(scope.company.id).where('pm.user_id', reader.id), id),
      );
    },

    /** `/api/admin/transactions`: filters `status` (OK / NG / PENDING), `q`, `userId`, `from`, `to`. */
    async list({ scope, query }: { scope: AdminScope; query: ListQuery }) {
      const company = policy.managedUsers(scope);
      const page = await listPage<Row>(filtered(company.id, query.filter), {
        sort: query.sort,
        range: query.range,
        sortable,
        defaultSort: ['createdAt', 'DESC'],
        idColumn: 'pm.id',
        rows: withColumns,
      });
      return { total: page.total, items: page.rows.map(presentTransaction) };
    },

    async getOne({ scope, id }: { scope: AdminScope; id: string }) {
      const company = policy.managedUsers(scope);
      return presentTransaction(await one(rows(company.id), id));
    },

    /** The filtered payments as CSV (UTF-8 with BOM, spec 001 §7's export convention). */
    async exportCsv({ scope, filter }: { scope: AdminScope; filter?: Record<string, unknown> }) {
      const company = policy.managedUsers(scope);
      const found: Row[] = await withColumns(filtered(company.id, filter))
        .orderBy('pm.created_at')
        .orderBy('pm.id');
      const csv = toCsvWithBom(
        CSV_HEADER,
        found
          .map((row) => presentTransaction(row))
          .map((t) => [
            t.createdAt ?? '',
            t.id,
            t.orderId,
            t.userEmail,
            t.subscriptionPlanName,
            t.periodNumber,
            t.status,
            t.failureCode ?? '',
            t.baseAmount,
            t.discountAmount,
            t.taxAmount,
            t.totalAmount,
            t.refundedAmount,
            t.couponCode ?? '',
            t.cardLast4 ?? '',
          ]),
      );
      const slug = (company.path ?? company.domain ?? company.id).replace(/[^A-Za-z0-9_-]/g, '_');
      return { fileName: `transactions-${slug}.csv`, csv };
    },
  };
}

const CSV_HEADER = [
  'created_at',
  'payment_id',
  'order_id',
  'email',
  'plan',
  'period',
  'status',
  'failure_code',
  'base_amount',
  'discount_amount',
  'tax_amount',
  'total_amount',
  'refunded_amount',
  'coupon_code',
  'card_last4',
];

function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}

export function presentTransaction(row: Row): Transaction {
  return {
    id: String(row.id),
    orderId: String(row.order_id),
    subscriptionId: String(row.subscription_id),
    subscriptionPlanName: String(row.plan_name ?? ''),
    userEmail: String(row.user_email ?? ''),
    periodNumber: Number(row.period_number),
    attempt: Number(row.attempt),
    status: resultOf(row.status),
    paymentStatus: String(row.status),
    failureCode: (row.failure_code as string | null) ?? null,
    couponCode: (row.coupon_code as string | null) ?? null,
    baseAmount: Number(row.base_amount),
    discountAmount: Number(row.discount_amount),
    taxAmount: Number(row.tax_amount),
    totalAmount: Number(row.total_amount),
    // What admins gave back of it (tax included), and the tax in that.
    refundedAmount: Number(row.refunded_amount ?? 0),
    refundedTaxAmount: Number(row.refunded_tax_amount ?? 0),
    keptAmount: Number(row.total_amount) - Number(row.refunded_amount ?? 0),
    taxRatePercent: Number(row.tax_rate_percent),
    taxRounding: String(row.tax_rounding),
    cardLast4: (row.card_last4 as string | null) ?? null,
    cardBrand: (row.card_brand as string | null) ?? null,
    gateway: String(row.gateway),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    hasReceipt: row.status === 'succeeded',
  };
}
export type Transactions = ReturnType<typeof createTransactions>;
