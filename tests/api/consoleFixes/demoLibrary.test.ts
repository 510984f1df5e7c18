import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../server/src/demo/seed';
import { createTestDb } from '../../support/db';
import type { TestDb } from '../../support/db';

// `npm start`'s demo (issue 31 item 8): a library that sells, so every console list and the
// reader's plan popup show something on first start. Tests' own demo seed leaves it out.
let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  await seedDemo(db.knex, { logN: 10, withLivingLibrary: true });
});
afterAll(() => db.destroy());

describe('the living demo library', () => {
  it('gives each tenant plans with free days, coupons, an ordinal and readers in every state', async () => {
    const companies = await db.knex('companies').select('id');
    expect(companies).toHaveLength(2);
    for (const { id } of companies) {
      const plans = await db.knex('subscription_plans').where({ company_id: id });
      expect(plans.filter((p) => Boolean(p.is_published))).toHaveLength(3);
      expect(plans.some((p) => Number(p.number_free_term) > 0)).toBe(true);
      const links = await db.knex('subscription_plan_groups').where({ company_id: id });
      expect(links.length).toBeGreaterThanOrEqual(3);
      expect(await db.knex('coupons').where({ company_id: id })).toHaveLength(3);
      expect(await db.knex('discount_ordinals').where({ company_id: id })).toHaveLength(1);

      const readers = await db.knex('users').where({ company_id: id, role_level: 3 });
      expect(readers.length).toBeGreaterThanOrEqual(24);
      const states = new Set(
        (await db.knex('subscriptions').where({ company_id: id }).select('status')).map(
          (row) => row.status,
        ),
      );
      expect([...states].sort()).toEqual(['ACTIVE', 'CANCEL', 'PAST_DUE', 'PENDING']);

      // Six months of test-mode payments: paid ones in several months, one refused renewal.
      const payments = await db.knex('payments').where({ company_id: id });
      const paid = payments.filter((p) => p.status === 'succeeded');
      const months = new Set(paid.map((p) => new Date(p.created_at).toISOString().slice(0, 7)));
      expect(months.size).toBeGreaterThanOrEqual(5);
      expect(payments.some((p) => p.status === 'failed')).toBe(true);
      expect(payments.every((p) => p.gateway === 'sandbox')).toBe(true);
      // Each paid order is PAID, and an ACTIVE subscription has a running period.
      const orders = await db.knex('orders').whereIn(
        'id',
        paid.map((p) => p.order_id),
      );
      expect(orders.every((o) => o.status === 'PAID')).toBe(true);
    }
  });
});
