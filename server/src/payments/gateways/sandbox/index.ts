import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../../../clock';
import type { GatewayCharge, GatewayEvent, PaymentGateway } from '../gateway';
import { GatewayError } from '../gateway';
import { sandboxCharges } from './charges';
import { createFaults } from './faults';
import { sandboxRefunds } from './refunds';
import { cardOf, chargeOf } from './rows';
import { cardFor } from './source';
import { sandboxTokens } from './tokens';
import { eventOf, signPayload, verifyPayload } from './webhooks';

export { magicCards } from './cards';
export { sandboxGatewayApp } from './http';
export { signPayload } from './webhooks';

export interface SandboxOptions {
  db: Knex;
  clock: Clock;
  /** Signs webhooks (HMAC-SHA256); the merchant verifies with the same secret. */
  webhookSecret: string;
  /** Where the sandbox's own pages are served (`/sandbox-gateway` in the demo). */
  publicUrl: string;
  /** Receives each signed webhook; a failed delivery is dropped (it is logged). */
  deliver?: (webhook: { body: string; signature: string; event: GatewayEvent }) => Promise<void>;
  log?: Logger;
  /** One-time tokens live this long (default 10 minutes). */
  tokenTtlMs?: number;
  /** Pending charges settle this long after they were made (default 1 minute). */
  settleAfterMs?: number;
  /** Each charge's answer is held this long after the work is done (default 0; tests only). */
  answerDelayMs?: number;
}

/**
 * The `sandbox` gateway: behaves like a real card gateway (Stripe's test cards, one-time
 * tokens, idempotency by order id, 3-D Secure, pending charges, signed webhooks) and keeps
 * its books in its own `sandbox_*` tables. `faults` lets a test break it on purpose.
 */
export function createSandboxGateway(options: SandboxOptions) {
  const { db, clock, webhookSecret, publicUrl, log } = options;
  const faults = createFaults();

  async function emit(charge: GatewayCharge) {
    const type =
      charge.refundedAmount > 0
        ? 'charge.refunded'
        : charge.status === 'failed'
          ? 'charge.failed'
          : 'charge.succeeded';
    const event = eventOf(type, charge, clock.now());
    const body = JSON.stringify(event);
    try {
      await faults.around('webhook', async () =>
        options.deliver?.({
          body,
          signature: signPayload(webhookSecret, body, clock.now()),
          event,
        }),
      );
    } catch (err) {
      log?.warn({ err, eventId: event.id }, 'sandbox webhook not delivered');
    }
  }

  const charges = sandboxCharges({
    db,
    clock,
    faults,
    emit,
    settleAfterMs: options.settleAfterMs ?? 60_000,
    answerDelayMs: options.answerDelayMs ?? 0,
    challengeUrl: (chargeId) => `${publicUrl}/3ds/${chargeId}`,
  });

  async function existing(chargeId: string) {
    const row =
      typeof chargeId === 'string' && chargeId.length <= 48
        ? await charges.find({ id: chargeId })
        : null;
    if (!row) throw new GatewayError('not_found', 'No such charge.');
    return charges.settled(row);
  }

  const gateway: PaymentGateway = {
    name: 'sandbox',
    charge: charges.charge,
    refund: sandboxRefunds({ db, clock, faults, emit }),

    async capture({ chargeId, amount }) {
      return faults.around('capture', async () => {
        const row = await existing(chargeId);
        if (row.status === 'succeeded') return charges.answer(row);
        if (
          row.status !== 'authorised' ||
          (amount !== undefined && !(amount > 0 && amount <= Number(row.amount)))
        ) {
          throw new GatewayError(
            'invalid_request',
            'Only an authorised charge can be captured, up to its amount.',
          );
        }
        const done = await charges.transition(row, 'authorised', { status: 'succeeded' });
        if (amount !== undefined)
          await db('sandbox_charges').where({ id: row.id }).update({ captured_amount: amount });
        return charges.answer(await charges.find({ id: done.id }));
      });
    },

    async storeCard({ token, customerId }) {
      return faults.around('store_card', async () => {
        const at = clock.now().toISOString();
        const stored = await db.transaction((trx) =>
          cardFor(trx, { token, storeFor: customerId }, at),
        );
        return cardOf(await db('sandbox_cards').where({ id: stored.cardId }).first());
      });
    },

    async deleteCard({ customerId, cardId }) {
      await faults.around('delete_card', async () => {
        await db('sandbox_cards').where({ id: cardId, customer_id: customerId }).delete();
      });
    },

    async retrieve(chargeId) {
      return chargeOf(await existing(chargeId));
    },

    async search(query) {
      return faults.around('search', async () => {
        const rows = db('sandbox_charges').orderBy('created_at').orderBy('id');
        if ('orderId' in query) rows.where({ order_id: query.orderId });
        else
          rows.whereBetween('created_at', [
            query.createdFrom.toISOString(),
            query.createdTo.toISOString(),
          ]);
        return (await rows).map(chargeOf);
      });
    },

    verifyWebhook(rawBody, signature) {
      return verifyPayload(webhookSecret, rawBody, signature, clock.now());
    },
  };

  return {
    ...gateway,
    name: 'sandbox' as const,
    faults,
    tokenise: sandboxTokens({ db, clock, faults, tokenTtlMs: options.tokenTtlMs ?? 600_000 }),
    settleDue: charges.settleDue,

    /** The reader's answer on the 3-D Secure page: the charge goes on, or fails. */
    async completeChallenge(chargeId: string, isApproved: boolean) {
      const row = await existing(chargeId);
      if (row.status !== 'requires_action')
        return { charge: chargeOf(row), returnUrl: (row.return_url as string | null) ?? null };
      const decision = isApproved
        ? { status: row.is_capture ? ('succeeded' as const) : ('authorised' as const) }
        : { status: 'failed' as const, failureCode: 'authentication_failed' as const };
      const done = await charges.transition(row, 'requires_action', decision);
      return { charge: chargeOf(done), returnUrl: (done.return_url as string | null) ?? null };
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
