import type { AppContext } from '../context';
import type { JobContext } from '../jobs';
import { CONTENT_IMPORT_JOB } from './csv/columns';
import type { ContentImportPayload } from './csv/import';
import { runContentImport } from './csv/import';

/** Registers the content CSV import with the app's job queue. */
export function registerContentJobs(
  ctx: Pick<AppContext, 'db' | 'clock' | 'store' | 'jobs'>,
): void {
  ctx.jobs.register(CONTENT_IMPORT_JOB, (job: JobContext<ContentImportPayload>) =>
    runContentImport(ctx, job),
  );
}
