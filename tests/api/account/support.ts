import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveSettings } from '@hondana/schemas';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, type TestApp } from '../../support/app';

/** A test app with the sakura admin signed in to the console, and sakura's company id. */
export async function startWithSakuraAdmin() {
  const t = await createTestApp();
  return { t, admin: await t.login('sakura'), sakura: t.fixtures.sakura.id };
}

/** Saves the tenant's `company` settings (defaults plus `changes`) as its admin would. */
export async function setCompanySettings(
  admin: TestAgent,
  companyId: string,
  changes: Record<string, unknown>,
) {
  // The defaults name no service; leaving the name out keeps the tenant's (decisions.md).
  const data: Record<string, unknown> = { ...resolveSettings('company', {}), ...changes };
  if (!data.serviceName) delete data.serviceName;
  await admin.put(`/api/admin/settings/company?companyId=${companyId}`).send({ data }).expect(200);
}

export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/** The `.eml` files the app wrote to its outbox (config.mail unset: `{dataDir}/outbox`). */
export function outbox(t: Pick<TestApp, 'dataDir'>): SentMail[] {
  const dir = join(t.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseMail(readFileSync(join(dir, name), 'utf8')));
}

/** The one link a reset mail carries. */
export function linkIn(mail: SentMail): string {
  const match = /https?:\/\/\S+\/forget-password\?token=[\w%-]+/.exec(mail.text);
  if (!match) throw new Error(`no reset link in:\n${mail.text}`);
  return match[0];
}

export function tokenOf(link: string): string {
  return decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
}

/** Enough of RFC 5322 / 2047 for nodemailer's single-part text mails. */
function parseMail(raw: string): SentMail {
  const [head, ...rest] = raw.replace(/\r\n/g, '\n').split('\n\n');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = rest.join('\n\n');
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  return {
    to: headers.get('to') ?? '',
    subject: decodeWords(headers.get('subject') ?? ''),
    text: decodeBody(body, encoding),
  };
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body.replace(/=\n/g, ''));
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
