import type { MailTemplatesSettings } from '@hondana/schemas';
import type { Company } from '../access/company';
import type { AdminScope } from '../access/scope';
import type { MailLang, MailTemplates, RenderedMail } from '../mail';
import type { SettingsService } from '../settings/service';
import { forgotPasswordMail, hasOwnTemplate, mailCompanyName } from './forgotPasswordMail';
import { resetLink } from './resetLink';
import { RESET_LINK_MINUTES } from './resetTokens';

export interface MailPreviewDeps {
  settings: Pick<SettingsService, 'preview' | 'resolvePublic'>;
  templates: MailTemplates;
  /** The tenant's reader site, for the sample reset link. */
  readerBase: (company: Company) => string;
}

export interface MailPreviewCall {
  scope: AdminScope;
  /** The unsaved `mailTemplates` draft, validated as a save would. */
  data: unknown;
}

/** One language's mail as a reader would receive it. */
export interface PreviewedMail extends RenderedMail {
  /** The built-in template was used: the tenant wrote none, or theirs did not render. */
  isBuiltIn: boolean;
  /** Why the tenant's template did not render (the reader would get the built-in one). */
  error: string | null;
}

const LANGUAGES: MailLang[] = ['ja', 'en'];
/** A template error is the admin's own text quoted back: enough of it to find the mistake. */
const ERROR_CHARS = 600;

/**
 * The console's mail preview: the draft rendered by the same code that sends the mail, in
 * both languages, for the signed-in admin as the reader (their name and e-mail), with a
 * sample reset link on the tenant's reader site. Nothing is sent or stored.
 */
export function createMailPreview({ settings, templates, readerBase }: MailPreviewDeps) {
  return {
    async forgotPassword({ scope, data }: MailPreviewCall) {
      const draft = (await settings.preview({
        scope,
        kind: 'mailTemplates',
        data,
      })) as unknown as MailTemplatesSettings;
      const { settings: resolved } = await settings.resolvePublic(scope.company.id);
      const tenant = draft.forgotPassword;
      const mails = {} as Record<MailLang, PreviewedMail>;
      for (const lang of LANGUAGES) {
        const values = {
          fullName: scope.actor.fullName,
          username: scope.actor.email,
          resetLink: resetLink(readerBase(scope.company), 'preview'),
          companyName: mailCompanyName(resolved.company.companyName, scope.company, lang),
          expiresInMinutes: RESET_LINK_MINUTES,
        };
        const { mail, failure } = forgotPasswordMail(templates, tenant, lang, values);
        const error = failure ? String(failure instanceof Error ? failure.message : failure) : null;
        mails[lang] = {
          ...mail,
          isBuiltIn: error !== null || !hasOwnTemplate(tenant),
          error: error?.slice(0, ERROR_CHARS) ?? null,
        };
      }
      return { forgotPassword: mails };
    },
  };
}

export type MailPreview = ReturnType<typeof createMailPreview>;
