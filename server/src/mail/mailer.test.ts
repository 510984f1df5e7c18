import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const root = mkdtempSync(join(tmpdir(), 'hondana-outbox-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes each message as a complete .eml file, creating the folder', async () => {
    const outboxDir = join(root, 'outbox');
    const mailer = createMailer({ smtpUrl: null, outboxDir, from: 'Library <no-reply@lib.test>' });
    await mailer.send({ to: 'reader@lib.test', subject: 'こんにちは', text: 'Line one\n' });
    await mailer.send({ to: 'other@lib.test', subject: 'Second', text: 'Two' });

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith('.eml'))).toBe(true);
    const written = files.map((name) => readFileSync(join(outboxDir, name), 'utf8')).join('\n');
    expect(written).toMatch(/^From: Library <no-reply@lib\.test>$/m);
    expect(written).toMatch(/^To: reader@lib\.test$/m);
    expect(written).toMatch(/^Subject: =\?UTF-8\?B\?/m);
    expect(written).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
  });
});
