import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { PaymentSource } from '../gateway';
import { GatewayError } from '../gateway';
import type { Scenario } from './cards';

/** The source's card: a one-time token used up now (saved when asked), or a saved card. */
export async function cardFor(trx: Knex, source: PaymentSource, at: string) {
  if ('cardId' in source) {
    const card = await trx('sandbox_cards')
      .where({ id: source.cardId, customer_id: source.customerId })
      .first();
    if (!card) throw new GatewayError('invalid_request', 'No such card.');
    return { scenario: card.scenario as Scenario, cardId: String(card.id), isStoredCard: true };
  }
  const used = await trx('sandbox_tokens')
    .where({ id: source.token })
    .whereNull('used_at')
    .andWhere('expires_at', '>', at)
    .update({ used_at: at });
  if (!used) throw new GatewayError('token_invalid', 'The card token is unknown, used or expired.');
  const token = await trx('sandbox_tokens').where({ id: source.token }).first();
  let cardId: string | null = null;
  if (source.storeFor) {
    cardId = `card_${randomUUID()}`;
    const { last4, brand, exp_month, exp_year, scenario } = token;
    await trx('sandbox_cards').insert({
      id: cardId,
      customer_id: source.storeFor,
      last4,
      brand,
      exp_month,
      exp_year,
      scenario,
      created_at: at,
    });
  }
  return { scenario: token.scenario as Scenario, cardId, isStoredCard: false };
}
