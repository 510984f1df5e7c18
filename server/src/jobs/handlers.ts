import { registerContentJobs } from '../content/jobs';
import type { AppContext } from '../context';
import { registerContentFileJobs } from '../contentFiles';
import { registerImportJobs } from '../imports/jobs';

/**
 * Every background job type of the app, registered once per instance. Each domain exports
 * a `register…Jobs(ctx)` function; add one line here per domain.
 */
export function registerJobHandlers(ctx: AppContext): void {
  registerImportJobs(ctx);
  registerContentJobs(ctx);
  registerContentFileJobs(ctx);
}
