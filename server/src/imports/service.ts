import { policy } from '../access/policy';
import { userIdOf } from '../access/roles';
import type { AdminScope } from '../access/scope';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { readJson } from '../db/json';
import { AppError } from '../errors';
import type { JobQueue } from '../jobs';
import type { JobRow } from '../jobs/rows';
import { toJob } from '../jobs/rows';
import type { BlobStore } from '../storage/blobStore';
import type { MultipartForm } from '../http/multipart';
import { companySettingsOf } from '../users/companySettings';
import { formatImportLog } from './log';
import { assertUserCsv, modeOf, requireCsv } from './upload';
import { importLockKey, USER_IMPORT_JOB } from './userColumns';
import type { UserImportPayload } from './userImport';
import { listPage } from '../db/listPage';

export interface ImportServiceDeps {
  db: Knex;
  clock: Clock;
  store: BlobStore;
  jobs: JobQueue;
}

export interface ListQuery {
  range?: [number, number];
}

/** Row problems shown with an import (the full list is the log download). */
const SHOWN_ERRORS = 100;

/** CSV imports of a tenant: queued as durable jobs, one at a time per tenant (746). */
export function createImportService({ db, store, jobs }: ImportServiceDeps) {
  async function importJob(companyId: string, id: string) {
    const job = id.length <= 36 && !id.includes('\u0000') ? await jobs.get(id, companyId) : null;
    if (!job || !job.type.endsWith('-import')) throw AppError.notFound('Import not found.');
    return job;
  }

  return {
    /** Checks and stores the file, then queues the import; the tenant must be free (746). */
    async startUserImport({
      scope,
      readForm,
    }: {
      scope: AdminScope;
      readForm: () => Promise<MultipartForm>;
    }) {
      const company = policy.managedUsers(scope);
      const form = await readForm();
      const settings = await companySettingsOf(db, company.id);
      const mode = modeOf(form, settings.optionImportUser);
      const { file, rows } = requireCsv(form);
      await assertUserCsv(db, company, rows, mode);
      const fileKey = `${company.id}/imports/${randomUUID()}.csv`;
      await store.put(fileKey, file.bytes, 'text/csv');
      const payload: UserImportPayload = {
        mode,
        fileName: file.filename,
        fileKey,
        actorId: userIdOf(scope.actor),
        integrationTokenId: scope.actor.integrationTokenId,
      };
      try {
        const job = await jobs.enqueue({
          type: USER_IMPORT_JOB,
          companyId: company.id,
          payload,
          lockKey: importLockKey(company.id),
        });
        return { id: job.id };
      } catch (err) {
        await store.delete(fileKey);
        throw err;
      }
    },

    /** Imports of the tenant (users and contents), newest first. */
    async list({ scope, query }: { scope: AdminScope; query: ListQuery }) {
      const company = policy.managedUsers(scope);
      const base = db('jobs')
        .where({ company_id: company.id })
        .andWhere('type', 'like', '%-import');
      // Always newest first: an import history is read from the top.
      const { total, rows } = await listPage<JobRow>(base, {
        range: query.range,
        sortable: { createdAt: 'created_at' },
        defaultSort: ['createdAt', 'DESC'],
      });
      return { total, items: rows.map(present) };
    },

    async get({ scope, id }: { scope: AdminScope; id: string }) {
      const company = policy.managedUsers(scope);
      const job = await importJob(company.id, id);
      const row = (await db('jobs').where({ id: job.id }).first()) as JobRow;
      const logs = await jobs.logs(job.id, SHOWN_ERRORS + 1);
      return {
        ...present(row),
        errors: logs.filter((entry) => entry.line !== null).slice(0, SHOWN_ERRORS),
      };
    },

    /** The whole log as text: `line N: message` per refused row, then the summary. */
    async log({ scope, id }: { scope: AdminScope; id: string }) {
      const company = policy.managedUsers(scope);
      const job = await importJob(company.id, id);
      return { fileName: `import-${job.id}.log`, text: formatImportLog(await jobs.logs(job.id)) };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;

/** A job as an import: its file name and mode come from the payload, never the file itself. */
function present(row: JobRow) {
  const payload = readJson<Partial<UserImportPayload>>(row.payload) ?? {};
  return { ...toJob(row), fileName: payload.fileName ?? null, mode: payload.mode ?? null };
}
