import { apiUrl, httpClient } from '../providers/httpClient';
import { refusalOf, type PublishedDraft } from './publishDraft';

/** One language's mail as the server would send it (server/src/account/mailPreview.ts). */
export interface PreviewedMail {
  subject: string;
  text: string;
  isBuiltIn: boolean;
  error: string | null;
}

export type MailLanguage = 'ja' | 'en';

export type RenderedMails =
  { ok: true; mails: Record<MailLanguage, PreviewedMail> } | Extract<PublishedDraft, { ok: false }>;

/** The forgot-password mail of an unsaved `mailTemplates` draft, rendered by the server. */
export async function renderMails(draft: unknown): Promise<RenderedMails> {
  try {
    const { json } = await httpClient(`${apiUrl}/settings/mailTemplates/mails`, {
      method: 'POST',
      body: JSON.stringify({ data: draft }),
    });
    const { forgotPassword } = json as { forgotPassword: Record<MailLanguage, PreviewedMail> };
    return { ok: true, mails: forgotPassword };
  } catch (error) {
    return refusalOf(error);
  }
}
