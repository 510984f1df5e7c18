import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export type MailConfig = Config['mail'];

/** One plain-text mail. Every value is data: nothing here is rendered as a template. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it (a receipt's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when `smtpUrl` is set; otherwise every message becomes an `.eml` file in `outboxDir`
 * (local use and tests), written under a temporary name and renamed, so a reader of the folder
 * never sees half a message.
 */
export function createMailer(config: MailConfig): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.from, ...withBuffers(message) });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const { message: bytes } = await transport.sendMail({
        from: config.from,
        ...withBuffers(message),
      });
      // `buffer: true` makes the message a Buffer; the type also allows a stream.
      await writeAtomically(config.outboxDir, bytes as Buffer);
    },
  };
}

/** nodemailer takes an attachment's bytes as a Buffer. */
function withBuffers(message: MailMessage) {
  const { attachments, ...rest } = message;
  if (!attachments) return rest;
  return {
    ...rest,
    attachments: attachments.map((file) => ({ ...file, content: Buffer.from(file.content) })),
  };
}

async function writeAtomically(dir: string, bytes: Buffer) {
  await mkdir(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}`;
  const partial = join(dir, `.${name}.partial`);
  await writeFile(partial, bytes, { mode: 0o600 });
  await rename(partial, join(dir, `${name}.eml`));
}
