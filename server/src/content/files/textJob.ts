import type { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { Clock } from '../../clock';
import type { JobContext } from '../../jobs';
import { createSearchIndex } from '../searchIndex';
import type { BlobStore } from '../../storage/blobStore';
import { MAX_TEXT_CHARS } from './limits';
import { renderFirstPage } from './firstPage';
import type { FirstPageImage } from './firstPage';
import { extractPdfText, PdfTextError } from './pdfText';
import { firstPageKey } from './storedFiles';

export const EXTRACT_TEXT = 'extract-text';

export interface ExtractTextPayload {
  contentId: string;
  /** The file the job was queued for: a newer upload makes this job moot. */
  fileKey: string;
}

export interface TextJobDeps {
  db: Knex;
  clock: Clock;
  store: BlobStore;
}

export type TextOutcome =
  | { status: 'DONE'; characters: number }
  | { status: 'FAILED'; error: string }
  | { status: 'SKIPPED' };

const messages = {
  missingFile: 'The stored file is missing; upload it again.',
  stopped: (reason: string) => `Text extraction stopped (${reason}); run it again.`,
};

/**
 * The `extract-text` job: reads the content's PDF, stores its text in `content_texts` and sets
 * `text_status` DONE, or FAILED with the reason (password, damaged file) for the console. A
 * file the job cannot read is the content's state, not a job failure; anything else (storage
 * or database outage) also fails the job, and the console offers to run it again. It also
 * draws the first page for the online viewer (firstPage.ts): a page it cannot draw leaves
 * the content without that image, and the viewer does without.
 */
export function createTextJob({ db, clock, store }: TextJobDeps) {
  return async function extractText(job: JobContext<ExtractTextPayload>): Promise<TextOutcome> {
    const companyId = job.companyId as string;
    const { contentId, fileKey } = job.payload;
    const contents = () => db('contents').where({ company_id: companyId, id: contentId });
    const current = await contents().first('file_key');
    if (!current || current.file_key !== fileKey) return { status: 'SKIPPED' };

    let outcome: TextOutcome;
    let text = '';
    let firstPage: FirstPageImage | null = null;
    try {
      const blob = await store.get(fileKey);
      if (!blob) throw new PdfTextError(messages.missingFile);
      const bytes = await readAll(blob.stream);
      text = await extractPdfText(bytes, MAX_TEXT_CHARS);
      outcome = { status: 'DONE', characters: text.length };
      firstPage = await renderFirstPage(bytes).catch(() => null);
      if (firstPage) await store.put(firstPageKey(fileKey), firstPage.image, 'image/webp');
    } catch (error) {
      if (!(error instanceof PdfTextError)) {
        const reason = error instanceof Error ? error.message : String(error);
        await contents()
          .where({ file_key: fileKey })
          .update({ text_status: 'FAILED', text_error: messages.stopped(reason) })
          .catch(() => undefined);
        throw error;
      }
      outcome = { status: 'FAILED', error: error.message };
    }

    let isCurrent = true;
    await db.transaction(async (trx) => {
      // Only the file this job read: a replace in the meantime queued its own job.
      const updated = await trx('contents')
        .where({ company_id: companyId, id: contentId, file_key: fileKey })
        .update({
          text_status: outcome.status,
          text_error: outcome.status === 'FAILED' ? outcome.error : null,
          first_page_width: firstPage?.width ?? null,
          first_page_height: firstPage?.height ?? null,
        });
      if (updated === 0) {
        isCurrent = false;
        return;
      }
      await trx('content_texts')
        .insert({
          content_id: contentId,
          company_id: companyId,
          text,
          updated_at: clock.now().toISOString(),
        })
        .onConflict('content_id')
        .merge(['text', 'updated_at']);
      await createSearchIndex({ db: trx }).refresh(companyId, [contentId]);
    });
    // The replace removed the old file's blobs before this image was stored: remove it too.
    if (!isCurrent && firstPage) await store.delete(firstPageKey(fileKey)).catch(() => undefined);
    return outcome;
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
