import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';

export type MailLang = 'ja' | 'en';

/** A tenant's own subject or body; an empty string keeps the built-in one. */
export interface MailOverride {
  subject: string;
  body: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
}

type Values = Record<string, string | number>;
type Template = (values: Values) => string;

/**
 * Mails are plain text, so nothing is HTML-escaped (`noEscape`). Only the template text is
 * compiled; the values (names, links) are passed as data and never compiled, so a reader's
 * name cannot inject template syntax. Tenant templates get placeholders and the built-in blocks
 * (if, each …) only: no custom helpers, no partials, no prototype access (Handlebars' default).
 */
const options = {
  noEscape: true,
  strict: false,
  knownHelpersOnly: true,
  // `log` would let a template write to the server's console.
  knownHelpers: { log: false },
};

/** Built-in templates: `templates/mail/{lang}/{name}.subject.hbs` and `.text.hbs`, read once. */
export function createMailTemplates(dir: string) {
  const builtIn = new Map<string, Template>();

  function fileTemplate(name: string, lang: MailLang, part: 'subject' | 'text'): Template {
    const key = `${lang}/${name}.${part}`;
    let template = builtIn.get(key);
    if (!template) {
      template = Handlebars.compile(readFileSync(join(dir, `${key}.hbs`), 'utf8'), options);
      builtIn.set(key, template);
    }
    return template;
  }

  return {
    render(name: string, lang: MailLang, values: Values, override?: MailOverride): RenderedMail {
      const subject = override?.subject
        ? Handlebars.compile(override.subject, options)
        : fileTemplate(name, lang, 'subject');
      const text = override?.body
        ? Handlebars.compile(override.body, options)
        : fileTemplate(name, lang, 'text');
      return { subject: oneLine(subject(values)), text: text(values) };
    },
  };
}

export type MailTemplates = ReturnType<typeof createMailTemplates>;

/** A subject is one header line: control characters and line breaks become spaces. */
function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}
