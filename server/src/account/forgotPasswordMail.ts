import type { MailTemplatesSettings } from '@hondana/schemas';
import { textIn } from '@hondana/schemas';
import type { Company } from '../access/company';
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
 * other language's when that one is empty), else the built-in template. A tenant template that
 * does not render (bad syntax the schema cannot see) gives the built-in mail, so the reader
 * still gets their link, and `failure` says why (the sender logs it, the preview shows it).
 */
export function forgotPasswordMail(
  templates: MailTemplates,
  tenant: TenantTemplate,
  lang: MailLang,
  values: ForgotPasswordValues,
): { mail: RenderedMail; failure: unknown } {
  const override = tenant && {
    subject: textIn(tenant.subject, lang),
    body: textIn(tenant.body, lang),
  };
  try {
    return {
      mail: templates.render('forgot-password', lang, { ...values }, override),
      failure: null,
    };
  } catch (failure) {
    return { mail: templates.render('forgot-password', lang, { ...values }), failure };
  }
}

/** The company name a mail signs with: the tenant's own in `lang`, else its account name. */
export function mailCompanyName(
  companyName: Parameters<typeof textIn>[0],
  company: Company,
  lang: MailLang,
): string {
  return textIn(companyName, lang) || company.name;
}

/** True when the tenant wrote its own subject or body in some language. */
export function hasOwnTemplate(tenant: TenantTemplate): boolean {
  if (!tenant) return false;
  return (['ja', 'en'] as const).some(
    (lang) => textIn(tenant.subject, lang) !== '' || textIn(tenant.body, lang) !== '',
  );
}
