import { randomUUID } from 'node:crypto';
import type { StoredCard as CardView } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { StoredCard } from '../payments';
import type { CardRow } from './model';

export interface CardOwner {
  companyId: string;
  userId: string;
  gateway: string;
}

/** The reader's customer id at a gateway: stored cards are filed under it. */
export const customerIdOf = (userId: string) => `cus_${userId}`;

/** The reader's stored card at `gateway` (one per reader and gateway), or null. */
export async function storedCard(db: Knex, owner: CardOwner): Promise<CardRow | null> {
  const row = (await db('payment_cards')
    .where({ company_id: owner.companyId, user_id: owner.userId, gateway: owner.gateway })
    .whereNull('removed_at')
    .first()) as CardRow | undefined;
  return row ?? null;
}

/** The gateways holding the reader's cards, the latest card first. */
export async function cardGateways(db: Knex, reader: { companyId: string; userId: string }) {
  const names: string[] = await db('payment_cards')
    .where({ company_id: reader.companyId, user_id: reader.userId })
    .whereNull('removed_at')
    .orderBy('updated_at', 'desc')
    .pluck('gateway');
  return names;
}

/**
 * Gives up the reader's cards in the caller's transaction (a closed account): no charge uses
 * them from now on; `forgetRemovedCards` deletes them at their gateways, then here.
 */
export async function removeCards(
  trx: Knex,
  reader: { companyId: string; userId: string },
  at: string,
): Promise<number> {
  return trx('payment_cards')
    .where({ company_id: reader.companyId, user_id: reader.userId })
    .whereNull('removed_at')
    .update({ removed_at: at, updated_at: at });
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
  const changed = await trx('payment_cards')
    .where(where)
    .update({ ...fields, removed_at: null });
  if (!changed) {
    await trx('payment_cards')
      .insert({ id: randomUUID(), ...where, ...fields, created_at: at })
      .onConflict(['company_id', 'user_id', 'gateway'])
      .merge(fields);
  }
}

/** What the order page shows of a stored card: never more than the last four digits. */
export function presentCard(row: CardRow | null): CardView | null {
  if (!row) return null;
  return {
    last4: String(row.last4),
    brand: String(row.brand),
    expMonth: Number(row.exp_month),
    expYear: Number(row.exp_year),
  };
}
