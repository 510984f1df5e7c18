export { createAnnouncements } from './service';
export type { Announcements } from './service';
export { ANNOUNCEMENT_JOB, announcementJob } from './sendJob';
export type { AnnouncementJobPayload } from './sendJob';
export { MAX_AUDIENCE } from './audience';
