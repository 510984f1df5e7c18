import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../../clock';
import { contentGroupRepository } from '../groups/repository';
import { AppError } from '../../errors';
import type { CsvRow } from '../../csv/csv';
import { assertCsvYear, decodeCsv, headerIndex, invalidFile, parseCsv } from '../../csv/csv';
import type { JobContext } from '../../jobs';
import type { BlobStore, StoredBlob } from '../../storage/blobStore';
import { isElementId } from '../ids';
import { contentRepository } from '../repository';
import { maxContentOf } from '../contentLimit';
import { createTenantContents } from '../catalogue/service';
import { CONTENT_CSV_COLUMNS, PROGRESS_EVERY } from './columns';
import { parseRow } from './rows';

export interface ContentImportPayload {
  fileKey: string;
  fileName: string;
  year: number;
  /** The staff member who started it; null for an integration token (`integrationTokenId`). */
  actorId: string | null;
  integrationTokenId?: string;
}

/** Contents start on row 4: names, labels and the year row come first. */
const FIRST_CONTENT_ROW = 3;

/**
 * File-level checks, all before anything is written: the year row, a title column, and room
 * under maxContent for every new row (426).
 */
export async function checkContentCsv(db: Knex, companyId: string, rows: CsvRow[], year: number) {
  assertCsvYear(rows, year);
  const columns = headerIndex(rows[0].cells, CONTENT_CSV_COLUMNS);
  if (!columns.has('title') && !columns.has('id')) {
    throw invalidFile('validate.file.invalid', 'The first row needs a title or an id column.');
  }
  const contents = rows.slice(FIRST_CONTENT_ROW).map((row) => parseRow(row, columns));
  const newOnes = contents.filter((c) => !c.id).length;
  const room =
    (await maxContentOf(db, companyId)) - (await contentRepository(db, companyId).count());
  if (newOnes > room) throw new AppError(Status.importMaxContents);
  return { columns, contents };
}

/**
 * The `content-import` job: adds rows without an id and updates the tenant's contents by id.
 * A broken row is logged with its line number and skipped; the others are imported.
 */
export async function runContentImport(
  ctx: { db: Knex; clock: Clock; store: BlobStore },
  job: JobContext<ContentImportPayload>,
) {
  const companyId = job.companyId as string;
  const { db, store } = ctx;
  const blob = await store.get(job.payload.fileKey);
  if (!blob) throw new Error('The uploaded file is gone.');
  try {
    const rows = parseCsv(decodeCsv(await bytesOf(blob)));
    const { contents } = await checkContentCsv(db, companyId, rows, job.payload.year);
    const service = createTenantContents(ctx);
    const groups = contentGroupRepository(db, companyId);
    const dataRows = rows.slice(FIRST_CONTENT_ROW);
    const counts = { created: 0, updated: 0, failed: 0 };
    for (const [index, parsed] of contents.entries()) {
      const line = dataRows[index].line;
      try {
        const body = { ...parsed.body, groupIds: await groupIdsOf(groups, parsed.groups) };
        if (parsed.id) {
          await service.update(companyId, parsed.id, body);
          counts.updated += 1;
        } else {
          await service.create(companyId, body);
          counts.created += 1;
        }
      } catch (err) {
        counts.failed += 1;
        job.log(describe(err, parsed.id), line);
      }
      if ((index + 1) % PROGRESS_EVERY === 0) await job.progress(index + 1, contents.length);
    }
    await job.progress(contents.length, contents.length);
    job.log(`${counts.created} added, ${counts.updated} updated, ${counts.failed} skipped.`);
    return counts;
  } finally {
    await store.delete(job.payload.fileKey);
  }
}

async function groupIdsOf(
  groups: ReturnType<typeof contentGroupRepository>,
  tokens: string[] | undefined,
): Promise<string[] | undefined> {
  if (tokens === undefined) return undefined;
  const ids = [];
  for (const token of tokens) {
    // Longer tokens or NUL can be no ref code or id (and PostgreSQL text cannot hold NUL).
    const isPossible = token.length <= 64 && !token.includes('\u0000');
    const group = isPossible
      ? ((await groups.findByRefCode(token)) ??
        (isElementId(token) ? await groups.find(token) : null))
      : null;
    if (!group) throw AppError.badRequest({ groups: `Unknown content group ${token}.` });
    ids.push(group.id);
  }
  return ids;
}

function describe(err: unknown, id: string): string {
  if (err instanceof AppError) {
    if (err.status === 404 && id)
      return `No content with id ${id} in this tenant; leave id empty to add one.`;
    const fields = Object.entries(err.fieldErrors ?? {}).map(
      ([field, message]) => `${field}: ${message}`,
    );
    return fields.length ? fields.join('; ') : err.message;
  }
  throw err;
}

async function bytesOf(blob: StoredBlob): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of blob.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
