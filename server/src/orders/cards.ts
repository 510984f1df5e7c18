import { randomUUID } from 'node:crypto';
import type { StoredCard as CardView } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { StoredCard } from '../payments';

export interface CardOwner {
  companyId: string;
  userId: string;
  gateway: string;
}

/** The reader's customer id at a gateway: stored cards are filed under it. */
export const customerIdOf = (userId: string) => `cus_${userId}`;

/** The reader's stored card at `gateway` (one per reader and gateway), or null. */
export async function storedCard(db: Knex, owner: CardOwner) {
  const row = await db('payment_cards')
    .where({ company_id: owner.companyId, user_id: owner.userId, gateway: owner.gateway })
    .first();
  return row ? (row as Record<string, unknown>) : null;
}

/** Keeps the card a charge or a card update stored at the gateway, replacing an older one. */
export async function saveCard(trx: Knex, owner: CardOwner, card: StoredCard, at: string) {
  const fields = {
    customer_id: customerIdOf(owner.userId),
    card_id: card.id,
    last4: card.last4,
    brand: card.brand,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    updated_at: at,
  };
  const where = { company_id: owner.companyId, user_id: owner.userId, gateway: owner.gateway };
  const changed = await trx('payment_cards').where(where).update(fields);
  if (!changed) {
    await trx('payment_cards')
      .insert({ id: randomUUID(), ...where, ...fields, created_at: at })
      .onConflict(['company_id', 'user_id', 'gateway'])
      .merge(fields);
  }
}

/** What the order page shows of a stored card: never more than the last four digits. */
export function presentCard(row: Record<string, unknown> | null): CardView | null {
  if (!row) return null;
  return {
    last4: String(row.last4),
    brand: String(row.brand),
    expMonth: Number(row.exp_month),
    expYear: Number(row.exp_year),
  };
}
