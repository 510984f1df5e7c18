import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../../../clock';
import { isUniqueViolation } from '../../../db/dialect';
import type { GatewayCharge, RefundOutcome, RefundRequest } from '../gateway';
import { GatewayError } from '../gateway';
import type { Faults } from './faults';
import { chargeOf } from './rows';

interface RefundDeps {
  db: Knex;
  clock: Clock;
  faults: Faults;
  emit: (charge: GatewayCharge) => Promise<void>;
}

/** Refunds of captured money, full or partial, idempotent by the caller's key. */
export function sandboxRefunds({ db, clock, faults, emit }: RefundDeps) {
  async function replay(key: string, request: RefundRequest): Promise<RefundOutcome> {
    const row = await db('sandbox_refunds').where({ idempotency_key: key }).first();
    if (row.charge_id !== request.chargeId || Number(row.amount) !== request.amount) {
      throw new GatewayError(
        'idempotency_mismatch',
        'This refund key was used with other parameters.',
      );
    }
    const charge = await db('sandbox_charges').where({ id: row.charge_id }).first();
    return {
      refundId: String(row.id),
      chargeId: String(row.charge_id),
      amount: Number(row.amount),
      refundedTotal: Number(charge.refunded_amount),
    };
  }

  return async function refund(request: RefundRequest): Promise<RefundOutcome> {
    const { chargeId, amount, idempotencyKey } = request;
    if (
      !Number.isSafeInteger(amount) ||
      amount <= 0 ||
      !idempotencyKey ||
      idempotencyKey.length > 80
    ) {
      throw new GatewayError('invalid_request', 'Send a whole, positive amount and a key.');
    }
    return faults.around('refund', async () => {
      if (await db('sandbox_refunds').where({ idempotency_key: idempotencyKey }).first('id')) {
        return replay(idempotencyKey, request);
      }
      const id = `re_${randomUUID()}`;
      try {
        await db.transaction(async (trx) => {
          await trx('sandbox_refunds').insert({
            id,
            charge_id: chargeId,
            idempotency_key: idempotencyKey,
            amount,
            created_at: clock.now().toISOString(),
          });
          // Never more than was captured, however many refunds race.
          const done = await trx('sandbox_charges')
            .where({ id: chargeId, status: 'succeeded' })
            .andWhereRaw('refunded_amount + ? <= captured_amount', [amount])
            .update({
              refunded_amount: trx.raw('refunded_amount + ?', [amount]),
              updated_at: clock.now().toISOString(),
            });
          if (!done) throw new GatewayError('invalid_request', 'Refund at most what was captured.');
        });
      } catch (err) {
        if (isUniqueViolation(err)) return replay(idempotencyKey, request);
        // A refund of an unknown charge breaks the foreign key: the same answer as too much.
        if (err instanceof GatewayError) throw err;
        if (!(await db('sandbox_charges').where({ id: chargeId }).first('id'))) {
          throw new GatewayError('not_found', 'No such charge.');
        }
        throw err;
      }
      const charge = chargeOf(await db('sandbox_charges').where({ id: chargeId }).first());
      await emit(charge);
      return { refundId: id, chargeId, amount, refundedTotal: charge.refundedAmount };
    });
  };
}
