import type { Knex } from 'knex';
import { hashPassword } from '../users/password';
import { Role } from '../access/roles';
import type { Clock } from '../clock';
import { createCompanyRepository } from '../companies/repository';
import type { JobContext } from '../jobs';
import type { BlobStore } from '../storage/blobStore';
import { companyRoom } from '../users/limits';
import { companySettingsOf } from '../users/companySettings';
import { pickUser } from '../users/rows';
import { decodeCsv, headerIndex, parseCsv } from '../csv/csv';
import type { ImportMode } from '@hondana/schemas/contracts';
import { USER_CSV_COLUMNS } from './userColumns';
import type { ImportState, KnownGroup, KnownUser, Plan } from './userPlan';
import { planRow, remember } from './userPlan';
import { writeChunk } from './userWrites';

/** Imported passwords are hashed cheaper (contracts §6) and raised at the next sign-in. */
export const IMPORT_HASH_LOG_N = 14;
const CHUNK_ROWS = 500;

export interface UserImportPayload {
  mode: ImportMode;
  fileName: string;
  fileKey: string;
  /** The staff member who started it; null for an integration token (`integrationTokenId`). */
  actorId: string | null;
  integrationTokenId?: string;
}

export interface UserImportDeps {
  db: Knex;
  clock: Clock;
  store: BlobStore;
  hashLogN?: number;
}

export interface UserImportResult {
  created: number;
  updated: number;
  skipped: number;
  deleted: number;
  failed: number;
}

/**
 * Runs one user CSV import (a job of type `user-import`): rows are checked one by one, bad
 * rows are logged with their line and skipped, good rows are written 500 per transaction.
 */
export async function runUserImport(
  { db, clock, store, hashLogN = IMPORT_HASH_LOG_N }: UserImportDeps,
  job: JobContext<UserImportPayload>,
): Promise<UserImportResult> {
  const companyId = job.companyId as string;
  const { mode, fileKey } = job.payload;
  const rows = parseCsv(decodeCsv(await readBlob(store, fileKey)));
  const [header, ...data] = rows;
  const state = await loadState(db, companyId, mode, header?.cells ?? []);
  const result: UserImportResult = { created: 0, updated: 0, skipped: 0, deleted: 0, failed: 0 };
  await job.progress(0, data.length);

  for (let start = 0; start < data.length; start += CHUNK_ROWS) {
    const plans: Plan[] = [];
    for (const row of data.slice(start, start + CHUNK_ROWS)) {
      const plan = planRow(state, row);
      if ('error' in plan) {
        job.log(plan.error, plan.line);
        result.failed += 1;
      } else plans.push(plan);
    }
    const hashes = await Promise.all(
      plans.map((plan) =>
        plan.kind !== 'delete' && plan.kind !== 'skip' && plan.values.password
          ? hashPassword(plan.values.password, hashLogN)
          : null,
      ),
    );
    const written = await writeChunk(db, clock, companyId, plans, hashes);
    for (const { line, message } of written.failures) job.log(message, line);
    result.created += written.created;
    result.updated += written.updated;
    result.deleted += written.deleted;
    result.skipped += plans.filter((plan) => plan.kind === 'skip').length;
    result.failed += written.failures.length;
    await job.progress(Math.min(start + CHUNK_ROWS, data.length), data.length);
  }
  job.log(
    `Imported: ${result.created} created, ${result.updated} updated, ${result.deleted} deleted, ` +
      `${result.skipped} skipped, ${result.failed} failed.`,
  );
  await store.delete(fileKey);
  return result;
}

async function readBlob(store: BlobStore, key: string): Promise<Buffer> {
  const blob = await store.get(key);
  if (!blob) throw new Error('The uploaded file is gone.');
  const chunks: Buffer[] = [];
  for await (const chunk of blob.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function loadState(
  db: Knex,
  companyId: string,
  mode: ImportMode,
  header: string[],
): Promise<ImportState> {
  const company = await createCompanyRepository(db).findById(companyId);
  if (!company) throw new Error('The company no longer exists.');
  const settings = await companySettingsOf(db, companyId);
  const state: ImportState = {
    mode,
    accountType: company.accountType,
    isStrictPassword: settings.strictPassword,
    room: await companyRoom(db, company),
    columns: headerIndex(header, USER_CSV_COLUMNS),
    byEmail: new Map(),
    byUsername: new Map(),
    groups: new Map(),
    seen: new Map(),
  };
  const users = await db('users')
    .where({ company_id: companyId })
    .select(
      'id',
      'email',
      'username',
      'full_name',
      'lang',
      'status',
      'role_level',
      'user_group_id',
    );
  for (const row of users) remember(state, toKnownUser(row));
  const groups = await db('user_groups as g')
    .where('g.company_id', companyId)
    .select('g.id', 'g.name', 'g.max_users')
    .select(
      db('users')
        .count('*')
        .where('users.user_group_id', db.ref('g.id'))
        .andWhere('users.role_level', Role.USER)
        .as('members'),
    );
  for (const row of groups) {
    const group: KnownGroup = {
      id: String(row.id),
      maxUsers: Number(row.max_users),
      members: Number(row.members),
    };
    state.groups.set(String(row.name).toLowerCase(), group);
    state.groups.set(group.id.toLowerCase(), group);
  }
  return state;
}

function toKnownUser(row: Record<string, unknown>): KnownUser {
  return pickUser(row, [
    'id',
    'email',
    'username',
    'fullName',
    'lang',
    'status',
    'roleLevel',
    'userGroupId',
  ]);
}
