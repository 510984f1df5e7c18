import type { JobQueue, JobStatus } from '../jobs';
import { AppError } from '../errors';

export const JOB_STATUSES: readonly JobStatus[] = ['queued', 'running', 'done', 'failed'];

/** The job queue as an operator sees it: the newest jobs, and a failed one run again. */
export function createJobOperations({ jobs }: { jobs: JobQueue }) {
  return {
    list: ({ status, limit }: { status?: JobStatus; limit?: number }) =>
      jobs.list({ status, limit }),

    async retry(id: string) {
      const job = await jobs.retry(id);
      if (!job) throw AppError.notFound(`No failed job has the id "${id}".`);
      return job;
    },
  };
}
