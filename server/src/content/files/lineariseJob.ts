import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import type { JobContext } from '../../jobs';
import type { BlobStore } from '../../storage/blobStore';
import { linearisePdf } from './linearise';

export const LINEARISE_PDF = 'linearise-pdf';

export interface LinearisePayload {
  contentId: string;
  /** The original the job was queued for: a newer upload makes this job moot. */
  fileKey: string;
}

export type LinearOutcome =
  | { status: 'DONE'; linearKey: string; size: number }
  | { status: 'KEPT_ORIGINAL' }
  | { status: 'SKIPPED' };

/**
 * The `linearise-pdf` job, queued with each upload: a linearised copy of the PDF stored beside
 * the original (`…/linear/{sha256}.pdf`), which the viewer is then served. The original stays
 * for downloads; a file qpdf cannot linearise keeps being served as it is.
 */
export function createLineariseJob({ db, store }: { db: Knex; store: BlobStore }) {
  return async function linearise(job: JobContext<LinearisePayload>): Promise<LinearOutcome> {
    const companyId = job.companyId as string;
    const { contentId, fileKey } = job.payload;
    const contents = () => db('contents').where({ company_id: companyId, id: contentId });
    const current = await contents().first('file_key');
    if (!current || current.file_key !== fileKey) return { status: 'SKIPPED' };
    const blob = await store.get(fileKey);
    if (!blob) return { status: 'SKIPPED' };

    const folder = await mkdtemp(join(tmpdir(), 'hondana-linear-'));
    try {
      const input = join(folder, 'in.pdf');
      const output = join(folder, 'out.pdf');
      await pipeline(blob.stream, createWriteStream(input));
      if (!(await linearisePdf(input, output))) return { status: 'KEPT_ORIGINAL' };
      const bytes = await readFile(output);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const linearKey = `${fileKey.slice(0, fileKey.lastIndexOf('/'))}/linear/${sha256}.pdf`;
      await store.put(linearKey, bytes, 'application/pdf');
      // Only for the file it read: a replace in the meantime queued its own job.
      await contents()
        .where({ file_key: fileKey })
        .update({ linear_key: linearKey, linear_size: bytes.length });
      return { status: 'DONE', linearKey, size: bytes.length };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  };
}
