import { join } from 'node:path';
import type { AppConfig } from '../config';
import type { MailConfig } from './mailer';

export { createMailer } from './mailer';
export type { MailAttachment, MailConfig, Mailer, MailMessage } from './mailer';
export { createMailTemplates } from './templates';
export type { MailLang, MailOverride, MailTemplates, RenderedMail } from './templates';

/** The app's mail settings; without any, mails go to `{dataDir}/outbox` (tests, local runs). */
export function mailConfigOf(config: AppConfig): MailConfig {
  return (
    config.mail ?? {
      smtpUrl: null,
      outboxDir: join(config.dataDir, 'outbox'),
      from: 'Hondana <no-reply@hondana.localhost>',
    }
  );
}

export function mailTemplatesDir(config: AppConfig): string {
  return join(config.root, 'templates', 'mail');
}
