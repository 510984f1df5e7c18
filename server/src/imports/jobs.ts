import type { AppContext } from '../context';
import type { JobContext } from '../jobs';
import { USER_IMPORT_JOB } from './userColumns';
import type { UserImportPayload } from './userImport';
import { runUserImport } from './userImport';

/** Registers the user CSV import with the app's job queue. */
export function registerImportJobs(ctx: Pick<AppContext, 'db' | 'clock' | 'store' | 'jobs'>): void {
  ctx.jobs.register(USER_IMPORT_JOB, (job: JobContext<UserImportPayload>) =>
    runUserImport(ctx, job),
  );
}
