import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailTemplates } from './templates';

const dir = mkdtempSync(join(tmpdir(), 'hondana-mail-'));
mkdirSync(join(dir, 'en'));
writeFileSync(join(dir, 'en', 'note.subject.hbs'), 'Hello {{name}}\n');
writeFileSync(join(dir, 'en', 'note.text.hbs'), 'Dear {{name}} <{{link}}>\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const templates = createMailTemplates(dir);

describe('mail templates', () => {
  it('renders plain text without HTML escaping and never compiles the values', () => {
    const mail = templates.render('note', 'en', { name: '{{link}} & <b>', link: 'x' });
    expect(mail).toEqual({ subject: 'Hello {{link}} & <b>', text: 'Dear {{link}} & <b> <x>\n' });
  });

  it("uses a tenant's subject and body, each only when not empty", () => {
    const mail = templates.render(
      'note',
      'en',
      { name: 'A' },
      { subject: '', body: 'Hi {{name}}' },
    );
    expect(mail).toEqual({ subject: 'Hello A', text: 'Hi A' });
  });

  it('keeps a subject on one line', () => {
    const mail = templates.render('note', 'en', { name: 'A\r\nBcc: x@y' });
    expect(mail.subject).toBe('Hello A Bcc: x@y');
  });

  it('refuses helpers and partials in tenant templates', () => {
    for (const body of ['{{log name}}', '{{> secret}}', '{{custom name}}']) {
      expect(() => templates.render('note', 'en', { name: 'A' }, { subject: '', body })).toThrow();
    }
  });

  it('gives no access to prototypes', () => {
    const body = '{{name.constructor.name}}|{{__proto__}}';
    const mail = templates.render('note', 'en', { name: 'A' }, { subject: '', body });
    expect(mail.text).toBe('|');
  });
});
