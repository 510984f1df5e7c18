import type { MailTemplatesSettings } from '@hondana/schemas';
import type { Logger } from 'pino';
import type { Company } from '../access/company';
import type { MailLang, Mailer, MailTemplates } from '../mail';
import type { SettingsService } from '../settings/service';
import type { Account } from './repository';
import { forgotPasswordMail, mailCompanyName } from './forgotPasswordMail';

export interface ResetMailDeps {
  settings: SettingsService;
  mailer: Mailer;
  templates: MailTemplates;
  log: Logger;
}

export interface ResetMail {
  account: Account & { email: string };
  company: Company;
  link: string;
  expiresInMinutes: number;
}

/**
 * The forgot-password mail in the reader's language, or the tenant's own template (the
 * `mailTemplates` kind) in that language. A tenant template that fails to render (bad syntax
 * slipped past the schema) falls back to the built-in one, so the reader still gets their link.
 */
export function createResetMailer({ settings, mailer, templates, log }: ResetMailDeps) {
  return async function sendResetMail({ account, company, link, expiresInMinutes }: ResetMail) {
    const { settings: resolved } = await settings.resolvePublic(company.id);
    const stored = (await settings.resolveWithoutSecrets(company.id, 'mailTemplates')) as unknown;
    const tenant = (stored as MailTemplatesSettings).forgotPassword;
    const lang: MailLang = account.lang === 'en' ? 'en' : 'ja';
    const values = {
      fullName: account.fullName,
      username: account.username ?? account.email,
      resetLink: link,
      companyName: mailCompanyName(resolved.company.companyName, company, lang),
      expiresInMinutes,
    };
    const { mail, failure } = forgotPasswordMail(templates, tenant, lang, values);
    if (failure) {
      log.warn(
        { err: failure, companyId: company.id },
        'tenant mail template failed; using the built-in one',
      );
    }
    await mailer.send({ to: account.email, ...mail });
  };
}
