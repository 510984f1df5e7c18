export { createAnnouncements } from './service';
export type { Announcements } from './service';
export { ANNOUNCEMENT_JOB, ANNOUNCEMENT_POLICY, announcementJob } from './sendJob';
export type { AnnouncementJobPayload } from './sendJob';
export { MAX_AUDIENCE } from './audience';
