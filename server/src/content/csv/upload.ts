import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { userIdOf } from '../../access/roles';
import type { Actor } from '../../access/roles';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import type { JobQueue } from '../../jobs';
import { importLockKey } from '../../imports/userColumns';
import { requireCsv } from '../../imports/upload';
import type { BlobStore } from '../../storage/blobStore';
import type { MultipartForm } from '../../http/multipart';
import { CONTENT_IMPORT_JOB } from './columns';
import type { ContentImportPayload } from './import';
import { checkContentCsv } from './import';

export interface ContentImportDeps {
  db: Knex;
  clock: Clock;
  store: BlobStore;
  jobs: JobQueue;
}

/**
 * `POST /api/admin/contents/import`: checks the file now (412 with validate.file.*, 426), then
 * queues the import. One CSV import per tenant at a time, users or contents (746).
 */
export async function startContentImport(
  { db, clock, store, jobs }: ContentImportDeps,
  actor: Actor,
  companyId: string,
  form: MultipartForm,
) {
  const year = expectedYear(form.fields.year, clock);
  const { file, rows } = requireCsv(form);
  await checkContentCsv(db, companyId, rows, year);
  const fileKey = `${companyId}/imports/${randomUUID()}.csv`;
  await store.put(fileKey, file.bytes, 'text/csv');
  const payload: ContentImportPayload = {
    fileKey,
    fileName: file.filename,
    year,
    actorId: userIdOf(actor),
    integrationTokenId: actor.integrationTokenId,
  };
  try {
    const job = await jobs.enqueue({
      type: CONTENT_IMPORT_JOB,
      companyId,
      payload,
      lockKey: importLockKey(companyId),
    });
    return { id: job.id };
  } catch (err) {
    await store.delete(fileKey);
    throw err;
  }
}

/** The year row must hold: the form's `year`, else the current year of the app's clock. */
function expectedYear(value: string | undefined, clock: Clock): number {
  if (value === undefined || value.trim() === '') return clock.now().getUTCFullYear();
  const year = Number(value);
  if (!Number.isInteger(year) || year < 1900 || year > 9999) {
    throw AppError.badRequest({ year: 'A year such as 2026.' });
  }
  return year;
}
