import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../../../clock';
import { isUniqueViolation } from '../../../db/dialect';
import type { ChargeOutcome, ChargeRequest, GatewayCharge } from '../gateway';
import { GatewayError } from '../gateway';
import { decide, settlement } from './decide';
import type { Decision } from './decide';
import type { Faults } from './faults';
import { checkRequest, requestHash } from './request';
import { cardOf, chargeOf, outcomeOf } from './rows';
import { cardFor } from './source';

export interface ChargeDeps {
  db: Knex;
  clock: Clock;
  faults: Faults;
  settleAfterMs: number;
  answerDelayMs: number;
  challengeUrl: (chargeId: string) => string;
  emit: (charge: GatewayCharge) => Promise<void>;
}

type Row = Record<string, unknown>;
const FINAL = new Set(['succeeded', 'failed']);

/** The sandbox's charges: idempotent by order id, settled later when pending, 3-D Secure. */
export function sandboxCharges({
  db,
  clock,
  faults,
  settleAfterMs,
  answerDelayMs,
  challengeUrl,
  emit,
}: ChargeDeps) {
  const find = (where: Row) => db('sandbox_charges').where(where).first();

  async function answer(row: Row): Promise<ChargeOutcome> {
    const card = row.card_id ? await db('sandbox_cards').where({ id: row.card_id }).first() : null;
    return outcomeOf(row, challengeUrl(String(row.id)), card ? cardOf(card) : undefined);
  }

  /** Moves a charge on from `from` (only one caller wins) and tells the merchant. */
  async function transition(row: Row, from: string, decision: Decision, extra: Row = {}) {
    const amount = Number(row.amount);
    const changed = await db('sandbox_charges')
      .where({ id: row.id, status: from })
      .update({
        status: decision.status,
        failure_code: decision.failureCode ?? null,
        captured_amount: decision.status === 'succeeded' ? amount : 0,
        updated_at: clock.now().toISOString(),
        ...extra,
      });
    const now = await find({ id: row.id });
    if (changed && FINAL.has(String(now.status))) await emit(chargeOf(now));
    return now as Row;
  }

  /** A pending charge whose time has come settles when anyone looks at it. */
  async function settled(row: Row): Promise<Row> {
    const isDue =
      row.status === 'pending' && new Date(row.settles_at as string | Date) <= clock.now();
    return isDue
      ? transition(row, 'pending', settlement(String(row.scenario), Boolean(row.is_capture)))
      : row;
  }

  async function replay(row: Row, hash: string) {
    if (row.request_hash !== hash) {
      throw new GatewayError(
        'idempotency_mismatch',
        'This order was charged with other parameters.',
      );
    }
    return answer(await settled(row));
  }

  async function create(request: ChargeRequest, hash: string): Promise<Row> {
    const now = clock.now();
    const at = now.toISOString();
    const id = `ch_${randomUUID()}`;
    return db.transaction(async (trx) => {
      // The order id is claimed first: a concurrent retry waits here, then replays this charge.
      await trx('sandbox_charges').insert({
        id,
        order_id: request.orderId,
        request_hash: hash,
        customer_id:
          'customerId' in request.source
            ? request.source.customerId
            : (request.source.storeFor ?? null),
        scenario: 'success',
        amount: request.amount,
        status: 'processing',
        is_capture: request.isCapture,
        return_url: request.returnUrl ?? null,
        created_at: at,
        updated_at: at,
      });
      const card = await cardFor(trx, request.source, at);
      const decision = decide(card.scenario, {
        isCapture: request.isCapture,
        isStoredCard: card.isStoredCard,
        isOffSession: request.isOffSession === true,
      });
      await trx('sandbox_charges')
        .where({ id })
        .update({
          card_id: card.cardId,
          scenario: card.scenario,
          status: decision.status,
          failure_code: decision.failureCode ?? null,
          three_ds: decision.threeDs ?? null,
          captured_amount: decision.status === 'succeeded' ? request.amount : 0,
          settles_at:
            decision.status === 'pending'
              ? new Date(now.getTime() + settleAfterMs).toISOString()
              : null,
        });
      return trx('sandbox_charges').where({ id }).first();
    });
  }

  return {
    find,
    settled,
    transition,
    answer,

    async charge(request: ChargeRequest): Promise<ChargeOutcome> {
      checkRequest(request);
      const hash = requestHash(request);
      return faults.around('charge', async () => {
        const existing = await find({ order_id: request.orderId });
        if (existing) return replay(existing, hash);
        let row: Row;
        try {
          row = await create(request, hash);
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          return replay(await find({ order_id: request.orderId }), hash);
        }
        if (FINAL.has(String(row.status))) await emit(chargeOf(row));
        // The charge is made and committed; a slow network holds its answer back.
        if (answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, answerDelayMs));
        return answer(row);
      });
    },

    /** Every pending charge whose time has come (a job may call this; `retrieve` does too). */
    async settleDue(): Promise<number> {
      const due = await db('sandbox_charges')
        .where({ status: 'pending' })
        .andWhere('settles_at', '<=', clock.now().toISOString());
      for (const row of due) await settled(row);
      return due.length;
    },
  };
}

export type SandboxCharges = ReturnType<typeof sandboxCharges>;
