import type { MailTemplates, RenderedMail } from '../../mail';
import type { AnnouncementDraft, AnnouncementLanguage } from './fields';

/** The mail template (`templates/mail/{lang}/announcement.*.hbs`) around the admin's text. */
export const ANNOUNCEMENT_MAIL = 'announcement';

export interface RenderedAnnouncement {
  /** The reader's /notifications item: the admin's own title and message. */
  inApp: { title: string; content: string };
  mail: RenderedMail;
}

/** One reader's copy in `lang`: what preview shows and what the send job writes and mails. */
export function renderAnnouncement(
  templates: MailTemplates,
  draft: Pick<AnnouncementDraft, 'title' | 'body'>,
  lang: AnnouncementLanguage,
  values: { fullName: string; companyName: string; siteUrl: string },
): RenderedAnnouncement {
  const title = draft.title[lang];
  const content = draft.body[lang];
  return {
    inApp: { title, content },
    mail: templates.render(ANNOUNCEMENT_MAIL, lang, { ...values, title, body: content }),
  };
}
