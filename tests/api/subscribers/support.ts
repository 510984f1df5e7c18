import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from '../../support/app';
import { createGroup } from '../../support/contents';
import { createReader } from '../../support/readers';
import { cardToken, confirmOrder, openOrder, sakuraReader } from '../subscriptions/support';

export type Reader = Awaited<ReturnType<typeof sakuraReader>>;

/** A sakura reader named `fullName`, signed in for v1 calls. */
export async function namedReader(t: TestApp, fullName: string, email?: string) {
  const reader = await createReader(t, t.fixtures.sakura.id, { fullName, email });
  return sakuraReader(t, reader);
}

/** Registers `planId` and pays (or starts its free days) with `card`; the subscription's id. */
export async function subscribe(t: TestApp, reader: Reader, planId: string, card?: string) {
  const orderId = await openOrder(reader, planId);
  const res = await confirmOrder(reader, orderId, { token: await cardToken(t, card) }).expect(200);
  return res.body.data.subscription.id as string;
}

/** A plan of the aozora tenant (its own admin, its own group). */
export async function aozoraPlan(t: TestApp) {
  const group = await createGroup(t, t.fixtures.aozora.id);
  const admin = await t.login('aozora');
  const res = await admin
    .post('/api/admin/plans')
    .send({
      name: 'Aozora plan',
      price: 500,
      duration: 1,
      durationType: 'MONTH',
      contentGroupIds: [group.id],
      isPublished: true,
    })
    .expect(201);
  return res.body as { id: string };
}

/** The raw `.eml` files the app wrote to its outbox, oldest first. */
export function outboxFiles(t: TestApp): string[] {
  const dir = join(t.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}
