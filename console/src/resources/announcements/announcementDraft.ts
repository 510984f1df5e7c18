import type { AnnouncementRecord } from '@hondana/schemas';
import { apiUrl, httpClient } from '../../providers/httpClient';
import { refusalOf, type PublishedDraft } from '../../preview/publishDraft';

export type AnnouncementDraft = AnnouncementRecord;
export type Channel = AnnouncementDraft['channels'][number];
export type MessageLanguage = 'ja' | 'en';
export const messageLanguages: readonly MessageLanguage[] = ['ja', 'en'];

/** A new announcement: to everyone, in-app and by mail, nothing written yet. */
export const emptyDraft: AnnouncementDraft = {
  audience: 'EVERYONE',
  userGroupId: null,
  userId: null,
  title: { ja: '', en: '' },
  body: { ja: '', en: '' },
  channels: ['IN_APP', 'MAIL'],
};

/** One language's copy as the server renders it (server/src/notifications/announcements). */
export interface RenderedCopy {
  inApp: { title: string; content: string };
  mail: { subject: string; text: string };
}

export type PreviewAnswer =
  | ({ ok: true; audienceCount: number } & Record<MessageLanguage, RenderedCopy>)
  | Extract<PublishedDraft, { ok: false }>;

/** `POST /announcements/preview`: each language's in-app item and mail; nothing is sent. */
export async function previewAnnouncement(draft: unknown): Promise<PreviewAnswer> {
  try {
    const { json } = await httpClient(`${apiUrl}/announcements/preview`, {
      method: 'POST',
      body: JSON.stringify(draft),
    });
    return { ok: true, ...(json as Omit<Extract<PreviewAnswer, { ok: true }>, 'ok'>) };
  } catch (error) {
    return refusalOf(error);
  }
}
