import type { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { Clock } from '../../clock';
import type { JobContext } from '../../jobs';
import { pdfTasks, PdfTaskError, PdfWorkLimitError } from '../../pdfWork';
import type { PdfWork } from '../../pdfWork';
import { createSearchIndex } from '../searchIndex';
import type { BlobStore } from '../../storage/blobStore';
import { readingFiles } from './pdfReading';
import type { PdfReading } from './pdfReading';
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
  pdfWork: PdfWork;
}

export type TextOutcome =
  | { status: 'DONE'; characters: number }
  | { status: 'FAILED'; error: string }
  | { status: 'SKIPPED' };

const messages = {
  missingFile: 'The stored file is missing; upload it again.',
  unreadable: (detail: string) => `The PDF could not be read: ${detail}`,
  stopped: (reason: string) => `Text extraction stopped (${reason}); run it again.`,
};

/** How often the job tells the queue it is alive while the work process reads the file. */
const HEARTBEAT_MS = 20_000;

/**
 * The `extract-text` job: has the content's PDF read in a PDF work process (pdfReading.ts:
 * its text, and page 1 drawn for the online viewer), stores the text in `content_texts` and
 * sets `text_status` DONE, or FAILED with the reason for the console: a password, a damaged
 * file, or a limit the file went past (too many pages, too long, too much memory). What the
 * file does cannot reach the server's process, so running it again (the console's retry) is
 * safe. Only a storage or database outage fails the job itself.
 */
export function createTextJob({ db, clock, store, pdfWork }: TextJobDeps) {
  return async function extractText(job: JobContext<ExtractTextPayload>): Promise<TextOutcome> {
    const companyId = job.companyId as string;
    const { contentId, fileKey } = job.payload;
    const contents = () => db('contents').where({ company_id: companyId, id: contentId });
    const current = await contents().first('file_key');
    if (!current || current.file_key !== fileKey) return { status: 'SKIPPED' };

    let outcome: TextOutcome;
    let text = '';
    let firstPage: PdfReading['firstPage'] = null;
    // The usage log bounds page views and prints by it (viewer/pageCount.ts).
    let pageCount: number | null = null;
    try {
      const blob = await store.get(fileKey);
      if (!blob) {
        outcome = { status: 'FAILED', error: messages.missingFile };
      } else {
        const { output, files } = await keepingAlive(job, () =>
          pdfWork.run<PdfReading>(pdfTasks.read, { pdf: blob.stream as Readable }),
        );
        text = files.get(readingFiles.text)?.toString('utf8') ?? '';
        const image = files.get(readingFiles.firstPage);
        if (image && output.firstPage) {
          await store.put(firstPageKey(fileKey), image, 'image/webp');
          firstPage = output.firstPage;
        }
        pageCount = output.pages;
        outcome = { status: 'DONE', characters: text.length };
      }
    } catch (error) {
      if (error instanceof PdfWorkLimitError) {
        outcome = { status: 'FAILED', error: error.message };
      } else if (error instanceof PdfTaskError) {
        const reason =
          error.taskErrorName === 'PdfTextError'
            ? error.message
            : messages.unreadable(error.message);
        outcome = { status: 'FAILED', error: reason };
      } else {
        // A storage or database outage: the job fails, the console offers to run it again.
        const reason = error instanceof Error ? error.message : String(error);
        await contents()
          .where({ file_key: fileKey })
          .update({ text_status: 'FAILED', text_error: messages.stopped(reason) })
          .catch(() => undefined);
        throw error;
      }
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
          page_count: pageCount,
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

/** Runs `work`, renewing the job's lease meanwhile, so no other instance takes the job up. */
async function keepingAlive<T>(job: JobContext<unknown>, work: () => Promise<T>): Promise<T> {
  const timer = setInterval(() => void job.progress(0, 1).catch(() => undefined), HEARTBEAT_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
