import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Role } from '../access/roles';
import type { Actor } from '../access/roles';
import { createCompanyRepository } from '../companies/repository';
import { recordPastTestCharge } from '../orders/testModeHistory';
import { planRepository } from '../plans';
import type { Plan } from '../plans';
import { createOffer, lifecycle, orderForPeriod } from '../subscriptions';
import type { OrderRow } from '../subscriptions';
import { hashPassword } from '../users/password';
import { addAccount } from '../users/writes';

const DAY_MS = 86_400_000;
export const DEMO_HISTORY_READERS = 24;
export const DEMO_HISTORY_PASSWORD = 'demo-reader';

/** How each reader's subscription ends up, in turn (every state the console lists). */
const fates = ['ACTIVE', 'ACTIVE', 'CANCEL', 'ACTIVE', 'PAST_DUE', 'ACTIVE', 'PENDING', 'FREE'];
type Fate = (typeof fates)[number];

/**
 * Readers of one demo tenant with six months of test-mode payments: each subscribes on a day
 * of the last six months and goes through the lifecycle's own transitions (open, free days,
 * paid periods, a failed renewal, a cancellation), its charges recorded as the sandbox's.
 */
export async function seedDemoHistory(
  db: Knex,
  companyId: string,
  { now, logN, planIds }: { now: Date; logN?: number; planIds: string[] },
) {
  const company = await createCompanyRepository(db).findById(companyId);
  if (!company) return;
  const plans = (await Promise.all(
    planIds.map((id) => planRepository(db).find(companyId, id)),
  )) as Plan[];
  // One hash for every demo reader: they share the password, and hashing is what costs.
  const passwordHash = await hashPassword(DEMO_HISTORY_PASSWORD, logN);
  for (let index = 0; index < DEMO_HISTORY_READERS; index += 1) {
    const reader = await insertReader(db, company.id, index, passwordHash, now);
    const fate = fates[index % fates.length] as Fate;
    // Monthly plans mostly (they renew, so the history has months); a yearly one now and then.
    const plan = fate === 'FREE' ? plans[1] : plans[index % 5 === 0 ? 1 : index % 3 === 2 ? 2 : 0];
    const startedAt = new Date(now.getTime() - ((index * 7) % 180) * DAY_MS - DAY_MS);
    const startAt = fate === 'FREE' ? new Date(now.getTime() - 2 * DAY_MS) : startedAt;
    await subscribe(db, { company, reader, plan, fate, startAt, now, coupon: index % 6 === 1 });
  }
}

async function subscribe(
  db: Knex,
  {
    company,
    reader,
    plan,
    fate,
    startAt,
    now,
    coupon,
  }: {
    company: NonNullable<
      Awaited<ReturnType<ReturnType<typeof createCompanyRepository>['findById']>>
    >;
    reader: Actor;
    plan: Plan;
    fate: Fate;
    startAt: Date;
    now: Date;
    coupon: boolean;
  },
) {
  const ids = { subscription: randomUUID(), order: randomUUID() };
  const offer = createOffer({ db, clock: { now: () => startAt } });
  await db.transaction(async (trx) => {
    const first = await offer.firstOrder(trx, {
      company,
      reader,
      plan,
      couponCode: coupon ? 'CLASSICS10' : null,
    });
    await lifecycle.open(trx, { company, reader, plan, first, ids, now: startAt });
  });
  if (fate === 'PENDING') return;
  let order = (await db('orders').where({ id: ids.order }).first()) as OrderRow;
  if (plan.numberFreeTerm > 0) await lifecycle.startFreePeriod(db, order, startAt);
  // Each period's order is charged on its due date, as long as that has come.
  for (;;) {
    const dueAt = new Date(order.due_at);
    if (dueAt.getTime() > now.getTime()) break;
    const subscription = await lifecycle.find(db, ids.subscription);
    const isLast = subscription?.period_end
      ? new Date(subscription.period_end).getTime() + 31 * DAY_MS > now.getTime()
      : false;
    if (fate === 'PAST_DUE' && isLast && order.period_number > 1) {
      await recordPastTestCharge(db, order, { at: dueAt, isPaid: false });
      const retryAt = new Date(dueAt.getTime() + DAY_MS);
      await lifecycle.pastDue(db, ids.subscription, { failures: 1, retryAt, now: dueAt });
      return;
    }
    await recordPastTestCharge(db, order, { at: dueAt, isPaid: true });
    const paid = await lifecycle.find(db, ids.subscription);
    if (!paid?.period_end || new Date(paid.period_end).getTime() > now.getTime()) break;
    order = await orderForPeriod(db, paid, new Date(paid.period_end));
  }
  if (fate === 'CANCEL') {
    await lifecycle.cancelAtPeriodEnd(db, ids.subscription, new Date(now.getTime() - DAY_MS));
  }
}

async function insertReader(
  db: Knex,
  companyId: string,
  index: number,
  passwordHash: string,
  now: Date,
): Promise<Actor> {
  const number = String(index + 1).padStart(2, '0');
  const tenant = await db('companies').where({ id: companyId }).first('path', 'domain');
  const slug = String(tenant.path ?? tenant.domain).split('.')[0];
  const id = randomUUID();
  const email = `reader${number}@${slug}.example`;
  const at = now.toISOString();
  await addAccount(db, {
    id,
    company_id: companyId,
    email,
    username: null,
    full_name: `Demo Reader ${number}`,
    password_hash: passwordHash,
    role_level: Role.USER,
    lang: index % 2 ? 'en' : 'ja',
    status: 0,
    created_at: at,
    updated_at: at,
  });
  return { id, email, fullName: `Demo Reader ${number}`, roleLevel: Role.USER, companyId };
}
