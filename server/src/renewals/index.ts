export { createRenewals } from './renewals';
export type { Renewals, RenewalResult } from './renewals';
export { RENEWAL_JOB, RENEWAL_POLICY, queueRenewals, renewalJob, scheduleRenewals } from './job';
export { FREE_PERIOD_NOTICE_DAYS, RETRY_AFTER_DAYS, nextRetry } from './schedule';
