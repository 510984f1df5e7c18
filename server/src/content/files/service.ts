import type { Knex } from 'knex';
import type { Clock } from '../../clock';
import { policy } from '../../access/policy';
import type { AdminScope } from '../../access/scope';
import { createTenantContents } from '../catalogue/service';
import type { ContentRecord } from '../types';
import { inputOf, parseContentInput } from '../validate';
import type { JobQueue } from '../../jobs';
import type { PdfWork } from '../../pdfWork';
import type { BlobStore } from '../../storage/blobStore';
import { findCover } from './covers';
import type { CoverRequest } from './covers';
import { checkCover, checkPdf } from './fileChecks';
import type { CheckedCover, CheckedPdf } from './fileChecks';
import { blobWrites, coverKey, firstPageKey, pdfKey, removeReplaced } from './storedFiles';
import { EXTRACT_TEXT } from './textJob';
import type { ExtractTextPayload } from './textJob';
import type { ContentUploadForm } from './uploadForm';

export interface ContentFileDeps {
  db: Knex;
  clock: Clock;
  store: BlobStore;
  jobs: Pick<JobQueue, 'enqueue'>;
  /** Scans an upload for active content out of the server's thread (fileChecks.ts). */
  pdfWork: Pick<PdfWork, 'run'>;
}

/** A content as the upload calls answer it: the record plus what the file check found. */
export interface UploadedContent extends ContentRecord {
  activeContent: string[];
}

/**
 * Content files (contracts.md §7, F): a content created with its PDF, a PDF replaced, and the
 * text extraction state. All or nothing: a refused or failed request leaves no content row
 * without its file and no file without its row. Callers check who may act (policy).
 */
interface UploadCall {
  scope: AdminScope;
  form: ContentUploadForm;
}

interface FileCall {
  scope: AdminScope;
  id: string;
}

export function createContentFileService({ db, clock, store, jobs, pdfWork }: ContentFileDeps) {
  const contents = createTenantContents({ db, clock });

  /** The content's columns that describe its new files. */
  function fileColumns(files: { fileKey: string; coverKey: string | null; pdf: CheckedPdf }) {
    return {
      file_key: files.fileKey,
      file_name: files.pdf.fileName,
      extension_type: 'pdf',
      file_size: files.pdf.size,
      cover_key: files.coverKey,
      has_active_content: files.pdf.activeContent.length > 0,
      text_status: 'PENDING',
      text_error: null,
      // The job draws the new file's first page (textJob.ts).
      first_page_width: null,
      first_page_height: null,
    };
  }

  async function queueExtraction(companyId: string, contentId: string, fileKey: string) {
    const payload: ExtractTextPayload = { contentId, fileKey };
    await jobs.enqueue({ type: EXTRACT_TEXT, companyId, payload });
  }

  async function storeFiles(
    writes: ReturnType<typeof blobWrites>,
    companyId: string,
    id: string,
    pdf: CheckedPdf,
    cover: CheckedCover | null,
    previousCover: string | null,
  ) {
    const fileKey = await writes.commit(pdfKey(companyId, id, pdf), pdf.staged, 'application/pdf');
    const storedCover = cover
      ? await writes.commit(coverKey(companyId, id, cover), cover.staged, cover.contentType)
      : previousCover;
    return { fileKey, coverKey: storedCover, pdf };
  }

  return {
    /** The uploaded cover of a content the caller may see (`GET /content/cover/{id}`). */
    cover: (request: CoverRequest) => findCover(db, store, request),

    /** Lets a route refuse before it reads an upload's body. */
    async assertMayUpload({ scope }: { scope: AdminScope }): Promise<void> {
      policy.managedContent(scope);
    },

    /** `POST /content/upload-add`: a new content with its PDF (420 at the content limit). */
    create({ scope, form }: UploadCall): Promise<UploadedContent> {
      return afterDiscarding(form, async () => {
        const companyId = policy.managedContent(scope).id;
        const data = form.data ?? {};
        // Every check runs before anything is written.
        const { isPublished } = parseContentInput(data);
        const pdf = await checkPdf(form.file, pdfWork);
        const cover = await checkCover(form.cover);
        // Hidden from readers until its file is in place.
        const created = await contents.create(companyId, { ...data, isPublished: false });
        const writes = blobWrites(store, []);
        try {
          const files = await storeFiles(writes, companyId, created.id, pdf, cover, null);
          await contents.attachFile(companyId, created.id, {
            columns: fileColumns(files),
            isPublished,
            isNew: true,
          });
          await queueExtraction(companyId, created.id, files.fileKey);
        } catch (error) {
          await writes.undo();
          await contents.remove(companyId, [created.id]);
          throw error;
        }
        return { ...(await contents.get(companyId, created.id)), activeContent: pdf.activeContent };
      });
    },

    /** `PUT /content/replace-content/{id}`: a new PDF (and cover) for the same content id. */
    replace({ scope, id, form }: UploadCall & { id: string }): Promise<UploadedContent> {
      return afterDiscarding(form, async () => {
        const companyId = policy.managedContent(scope).id;
        const current = await contents.get(companyId, id);
        if (form.data) {
          // Every check runs before the file is replaced: a refused field keeps the old file.
          parseContentInput(form.data, inputOf(current));
          await contents.checkGroupIds(companyId, form.data.groupIds);
        }
        const pdf = await checkPdf(form.file, pdfWork);
        const cover = await checkCover(form.cover);
        const previous = [current.fileKey, current.coverKey];
        const writes = blobWrites(store, previous);
        let files: Awaited<ReturnType<typeof storeFiles>>;
        try {
          files = await storeFiles(writes, companyId, id, pdf, cover, current.coverKey);
          // The fields sent with the file are saved with it, in one transaction and one event.
          await contents.attachFile(companyId, id, {
            columns: fileColumns(files),
            body: form.data ?? undefined,
          });
        } catch (error) {
          await writes.undo();
          throw error;
        }
        // The old file's first-page image goes with it (the same bytes keep the same key).
        await removeReplaced(
          store,
          [...previous, current.fileKey && firstPageKey(current.fileKey)],
          [files.fileKey, files.coverKey, firstPageKey(files.fileKey)],
        );
        // The new file is committed: a failure to queue from here on leaves it PENDING, and
        // `extractAgain` (the console's retry) queues it again.
        await queueExtraction(companyId, id, files.fileKey);
        return { ...(await contents.get(companyId, id)), activeContent: pdf.activeContent };
      });
    },

    /** The text extraction state the console shows (`GET /api/admin/content-files/{id}/status`). */
    async status({ scope, id }: FileCall) {
      const companyId = policy.managedContent(scope).id;
      const content = await contents.get(companyId, id);
      return {
        id: content.id,
        fileName: content.fileName,
        fileSize: content.fileSize,
        hasActiveContent: content.hasActiveContent,
        textStatus: content.textStatus,
        textError: content.textError,
      };
    },

    /** Queues the extraction again (after a fix in the code, or a failure to queue). */
    async extractAgain({ scope, id }: FileCall) {
      const companyId = policy.managedContent(scope).id;
      const content = await contents.get(companyId, id);
      if (!content.fileKey) return this.status({ scope, id });
      await db('contents')
        .where({ company_id: companyId, id })
        .update({ text_status: 'PENDING', text_error: null });
      await queueExtraction(companyId, id, content.fileKey);
      return this.status({ scope, id });
    },
  };
}

/** Runs `use`, then removes the form's staging files whatever happened (committed ones are gone). */
async function afterDiscarding<T>(form: ContentUploadForm, use: () => Promise<T>): Promise<T> {
  try {
    return await use();
  } finally {
    await form.discard();
  }
}

export type ContentFileService = ReturnType<typeof createContentFileService>;
