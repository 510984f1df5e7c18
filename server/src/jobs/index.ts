export { createJobQueue } from './queue';
export type { JobQueue } from './queue';
export type { EnqueueInput, Job, JobContext, JobHandler, JobLog, JobStatus } from './types';
export { queueOnce, scheduleRecurring } from './recurring';
export type { RecurringJob } from './recurring';
