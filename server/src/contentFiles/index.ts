import type { AppContext } from '../context';
import { createContentFileService } from './service';
import { createTextJob, EXTRACT_TEXT } from './textJob';

export { findCover } from './covers';
export { readContentUpload } from './uploadForm';
export { createContentFileService } from './service';
export type { ContentFileService, UploadedContent } from './service';
export { EXTRACT_TEXT } from './textJob';

/** Registers the `extract-text` job of every app instance (see `jobs/handlers.ts`). */
export function registerContentFileJobs(ctx: Pick<AppContext, 'db' | 'clock' | 'store' | 'jobs'>) {
  ctx.jobs.register(EXTRACT_TEXT, createTextJob(ctx));
}

/** The content file service of an app, built from its context. */
export function contentFilesOf(ctx: Pick<AppContext, 'db' | 'clock' | 'store' | 'jobs'>) {
  return createContentFileService(ctx);
}
