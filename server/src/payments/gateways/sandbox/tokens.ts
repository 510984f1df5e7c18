import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../../../clock';
import type { CardInput, CardProblem } from './cards';
import { checkCard } from './cards';
import type { Faults } from './faults';

export interface TokenAnswer {
  token: string;
  last4: string;
  brand: string;
  expiresAt: string;
}

/**
 * The browser's side of the sandbox: card fields in, a one-time token out. Only the last four
 * digits, the expiry and the test scenario are kept; never the number or the security code.
 */
export function sandboxTokens({
  db,
  clock,
  faults,
  tokenTtlMs,
}: {
  db: Knex;
  clock: Clock;
  faults: Faults;
  tokenTtlMs: number;
}) {
  return async function tokenise(
    input: CardInput,
  ): Promise<TokenAnswer | { problem: CardProblem }> {
    return faults.around('tokenise', async () => {
      const now = clock.now();
      const card = checkCard(input, now);
      if (typeof card === 'string') return { problem: card };
      const token = `tok_${randomBytes(18).toString('base64url')}`;
      const expiresAt = new Date(now.getTime() + tokenTtlMs).toISOString();
      await db('sandbox_tokens').insert({
        id: token,
        last4: card.last4,
        brand: card.brand,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        scenario: card.scenario,
        created_at: now.toISOString(),
        expires_at: expiresAt,
      });
      return { token, last4: card.last4, brand: card.brand, expiresAt };
    });
  };
}
