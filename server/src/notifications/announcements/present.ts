import { readJson, toIso } from '../../db/json';
import type { AnnouncementDraft } from './fields';

type Row = Record<string, unknown>;

/** The draft an announcement row was sent from (what the send job renders). */
export function rowToDraft(row: Row): AnnouncementDraft {
  return {
    audience: String(row.audience) as AnnouncementDraft['audience'],
    userGroupId: row.user_group_id ? String(row.user_group_id) : null,
    userId: row.user_id ? String(row.user_id) : null,
    title: readJson<AnnouncementDraft['title']>(row.title),
    body: readJson<AnnouncementDraft['body']>(row.body),
    channels: readJson<AnnouncementDraft['channels']>(row.channels),
  };
}

/** One entry of the send log as the console reads it. */
export function presentAnnouncement(row: Row) {
  return {
    id: String(row.id),
    ...rowToDraft(row),
    audienceName: String(row.audience_name ?? ''),
    status: String(row.status),
    audienceCount: Number(row.audience_count),
    inAppCount: Number(row.in_app_count),
    mailedCount: Number(row.mailed_count),
    mailSkippedCount: Number(row.mail_skipped_count),
    failedCount: Number(row.failed_count),
    createdBy: String(row.created_by_name ?? ''),
    createdAt: toIso(row.created_at) ?? '',
    sentAt: toIso(row.sent_at),
  };
}
