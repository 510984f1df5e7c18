import { validateResource } from '@hondana/schemas';
import type { AnnouncementRecord } from '@hondana/schemas';
import type { Language } from '@hondana/schemas/contracts';
import { AppError } from '../../errors';
import type { FieldErrors } from '../../errors/AppError';
import { recordBody } from '../../users/recordBody';

export type AnnouncementDraft = AnnouncementRecord;
export type AnnouncementLanguage = 'ja' | 'en';
export const announcementLanguages: readonly AnnouncementLanguage[] = ['ja', 'en'];

/** What the log adds to a draft; a console that sends a fetched record back may include them. */
const SERVER_FIELDS = [
  'id',
  'audienceName',
  'status',
  'audienceCount',
  'inAppCount',
  'mailedCount',
  'mailSkippedCount',
  'failedCount',
  'createdBy',
  'createdAt',
  'sentAt',
];

/**
 * A draft checked against the announcement resource schema (the console's form validates with
 * the same one), then for texts of spaces only, which the schema's lengths let through: a
 * reader must never get an empty title or message. 400 with field errors otherwise.
 */
export function checkDraft(input: unknown, language: Language = 'en'): AnnouncementDraft {
  const body = recordBody(input, SERVER_FIELDS);
  const result = validateResource('announcement', body, language);
  if (!result.ok) throw AppError.badRequest(result.errors, 'Some fields are not valid.');
  const draft = body as unknown as AnnouncementDraft;
  const errors: FieldErrors = {};
  for (const part of ['title', 'body'] as const) {
    for (const lang of announcementLanguages) {
      if (!draft[part][lang].trim()) errors[`${part}.${lang}`] = 'Fill in this field.';
    }
  }
  if (Object.keys(errors).length) throw AppError.badRequest(errors, 'Some fields are not valid.');
  return {
    audience: draft.audience,
    userGroupId: draft.audience === 'USER_GROUP' ? draft.userGroupId : null,
    userId: draft.audience === 'ONE_READER' ? draft.userId : null,
    title: { ja: draft.title.ja.trim(), en: draft.title.en.trim() },
    body: { ja: draft.body.ja, en: draft.body.en },
    channels: draft.channels,
  };
}
