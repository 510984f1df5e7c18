import type { MailTemplatesSettings } from '@hondana/schemas';
import { textIn } from '@hondana/schemas';
import type { MailLang, MailTemplates, RenderedMail } from '../mail';

/** What the forgot-password mail's placeholders are filled with. */
export interface ForgotPasswordValues {
  fullName: string;
  username: string;
  resetLink: string;
  companyName: string;
  expiresInMinutes: number;
}

type TenantTemplate = MailTemplatesSettings['forgotPassword'] | undefined;

/**
 * The forgot-password mail in `lang`: the tenant's own subject and body in that language (the
 * other language's when that one is empty), else the built-in template. Throws when the
 * tenant's template does not render; the caller decides what the reader gets then.
 */
export function renderForgotPassword(
  templates: MailTemplates,
  tenant: TenantTemplate,
  lang: MailLang,
  values: ForgotPasswordValues,
): RenderedMail {
  const override = tenant && {
    subject: textIn(tenant.subject, lang),
    body: textIn(tenant.body, lang),
  };
  return templates.render('forgot-password', lang, { ...values }, override);
}

/** True when the tenant wrote its own subject or body in some language. */
export function hasOwnTemplate(tenant: TenantTemplate): boolean {
  if (!tenant) return false;
  return (['ja', 'en'] as const).some(
    (lang) => textIn(tenant.subject, lang) !== '' || textIn(tenant.body, lang) !== '',
  );
}
