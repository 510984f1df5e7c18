import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Role } from '../access/roles';
import type { Clock } from '../clock';
import { isUniqueViolation } from '../db/dialect';
import type { NewUserRow } from '../users/writes';
import { addReaders, removeReaders, updateAccount } from '../users/writes';
import type { Plan } from './userPlan';

export interface ChunkOutcome {
  created: number;
  updated: number;
  deleted: number;
  failures: { line: number; message: string }[];
}

/**
 * Writes one chunk of planned rows in a single transaction. Should another writer take an
 * e-mail or username meanwhile, the chunk is retried row by row so only that row fails.
 */
export async function writeChunk(
  db: Knex,
  clock: Clock,
  companyId: string,
  plans: Plan[],
  hashes: (string | null)[],
): Promise<ChunkOutcome> {
  const outcome: ChunkOutcome = { created: 0, updated: 0, deleted: 0, failures: [] };
  const at = clock.now().toISOString();
  try {
    await db.transaction((trx) => writeAll(trx, companyId, plans, hashes, at, outcome));
    return outcome;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  const single: ChunkOutcome = { created: 0, updated: 0, deleted: 0, failures: [] };
  for (const [i, plan] of plans.entries()) {
    try {
      await db.transaction((trx) => writeAll(trx, companyId, [plan], [hashes[i]], at, single));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      single.failures.push({ line: plan.line, message: 'The e-mail or username already exists.' });
    }
  }
  return single;
}

async function writeAll(
  trx: Knex.Transaction,
  companyId: string,
  plans: Plan[],
  hashes: (string | null)[],
  at: string,
  outcome: ChunkOutcome,
) {
  const inserts: NewUserRow[] = [];
  const deletes: string[] = [];
  let updated = 0;
  for (const [i, plan] of plans.entries()) {
    if (plan.kind === 'insert') {
      inserts.push({
        id: randomUUID(),
        company_id: companyId,
        role_level: Role.USER,
        ...columns(plan.values),
        // A new reader's password is required (userPlan.ts), so its hash is there.
        password_hash: hashes[i] as string,
        created_at: at,
        updated_at: at,
      });
    } else if (plan.kind === 'update') {
      const password = hashes[i] ? { password_hash: hashes[i] } : {};
      await updateAccount(
        trx,
        { id: plan.id, companyId },
        { ...columns(plan.values), ...password },
        at,
      );
      updated += 1;
    } else if (plan.kind === 'delete') deletes.push(plan.id);
  }
  await addReaders(trx, inserts);
  await removeReaders(trx, companyId, deletes);
  outcome.created += inserts.length;
  outcome.updated += updated;
  outcome.deleted += deletes.length;
}

function columns(values: Extract<Plan, { kind: 'insert' }>['values']) {
  return {
    email: values.email,
    username: values.username,
    full_name: values.fullName,
    lang: values.lang,
    status: values.status,
    user_group_id: values.userGroupId,
  };
}
