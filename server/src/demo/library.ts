import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { planRepository } from '../plans';

/** What a demo tenant sells: three plans (two with free days), three coupons, one ordinal. */
const plans = [
  {
    name: 'Monthly / 月額プラン',
    price: 980,
    duration: 1,
    durationType: 'MONTH',
    numberFreeTerm: 7,
    groups: ['japanese', 'english'],
    description: 'Every Japanese and English classic, month by month.',
  },
  {
    name: 'Yearly / 年額プラン',
    price: 9800,
    duration: 1,
    durationType: 'YEAR',
    numberFreeTerm: 14,
    groups: ['japanese', 'english', 'short-stories'],
    description: 'The whole library for a year, short stories included.',
  },
  {
    name: 'Short stories / 短編プラン',
    price: 300,
    duration: 1,
    durationType: 'MONTH',
    numberFreeTerm: 0,
    groups: ['short-stories'],
    description: 'Short stories only.',
  },
] as const;

export type DemoPlanName = (typeof plans)[number]['name'];

const DAY_MS = 86_400_000;

/**
 * Plans, coupons and a discount ordinal for one demo tenant (tables no lifecycle owns), so the
 * reader's popup and the console's commerce lists show something on first start.
 */
export async function seedDemoLibrary(db: Knex, companyId: string, now: Date) {
  const at = now.toISOString();
  const groups = await db('content_groups')
    .where({ company_id: companyId })
    .whereNotNull('ref_code')
    .select('id', 'ref_code');
  const groupId = new Map(groups.map((g) => [String(g.ref_code), String(g.id)]));
  const ids = new Map<string, string>();
  for (const { groups: refCodes, ...plan } of plans) {
    const id = randomUUID();
    await db.transaction(async (trx) => {
      await trx('subscription_plans').insert({
        id,
        company_id: companyId,
        name: plan.name,
        price: plan.price,
        discount_price: null,
        duration: plan.duration,
        duration_type: plan.durationType,
        description: plan.description,
        number_free_term: plan.numberFreeTerm,
        is_published: true,
        created_at: at,
        updated_at: at,
      });
      const opened = refCodes.map((code) => groupId.get(code)).filter((g) => g !== undefined);
      await planRepository(db).setGroups(trx, companyId, id, opened);
    });
    ids.set(plan.name, id);
  }
  const japanDay = (days: number) =>
    new Date(now.getTime() + 9 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
  const coupons = [
    { code: 'WELCOME20', discount_percent: 20, expiry_date: japanDay(365), number_of_usages: 100 },
    { code: 'SPRING50', discount_percent: 50, expiry_date: japanDay(60), number_of_usages: 10 },
    {
      code: 'CLASSICS10',
      discount_percent: 10,
      expiry_date: japanDay(730),
      number_of_usages: null,
    },
  ];
  for (const coupon of coupons) {
    await db('coupons').insert({
      id: randomUUID(),
      company_id: companyId,
      ...coupon,
      number_used: 0,
      created_at: at,
      updated_at: at,
    });
  }
  // The monthly plan's second month at half price.
  await db('discount_ordinals').insert({
    id: randomUUID(),
    company_id: companyId,
    plan_id: ids.get(plans[0].name),
    ordinal: 2,
    discount_percent: 50,
    created_at: at,
    updated_at: at,
  });
  return ids;
}
