import { describe, expect, it } from 'vitest';
import { resolveNode, resolveSettings } from './defaults';
import { settingsKinds } from './registry';
import { deref, walkProperties, type JsonSchema } from './schema';
import { validateCompany, validateSettings } from './validate';

/** The first property matching a test, as a schema path (array levels included). */
function firstPath(schema: JsonSchema, test: (node: JsonSchema) => boolean): string[] | undefined {
  let found: string[] | undefined;
  walkProperties(schema, (node, path) => {
    if (!found && test(node)) found = path;
  });
  return found;
}

/** Writes value at a schema path into data, creating one defaulted item per array level. */
function placeValue(
  schema: JsonSchema,
  data: Record<string, unknown>,
  path: string[],
  value: unknown,
) {
  const dataPath: string[] = [];
  let node: JsonSchema = schema;
  let target = data;
  path.forEach((key, i) => {
    node = deref(node.properties?.[key] as JsonSchema, schema);
    dataPath.push(key);
    if (i === path.length - 1) {
      target[key] = value;
    } else if (node.type === 'array') {
      node = deref(node.items as JsonSchema, schema);
      target[key] = [resolveNode(node, schema, undefined)];
      target = (target[key] as Record<string, unknown>[])[0];
      dataPath.push('0');
    } else {
      target = target[key] as Record<string, unknown>;
    }
  });
  return dataPath.join('.');
}

const kinds = settingsKinds.map((entry) => [entry.kind, entry.schema] as const);
const isColour = (node: JsonSchema) => node.pattern === '^#[0-9a-fA-F]{6}$';
const isStringEnum = (node: JsonSchema) => node.type === 'string' && node.enum !== undefined;

/** The defaults a tenant can save: the company kind needs the tenant's own service name. */
const saveable = (kind: string) => ({
  ...resolveSettings(kind),
  ...(kind === 'company' ? { serviceName: 'Library' } : {}),
});

describe('validateSettings, for every kind', () => {
  it.each(kinds)('%s accepts its resolved defaults', (kind) => {
    expect(validateSettings(kind, saveable(kind))).toEqual({ ok: true, value: saveable(kind) });
  });

  it('refuses the defaults of the company kind until the tenant names its service', () => {
    expect(validateSettings('company', resolveSettings('company'))).toEqual({
      ok: false,
      errors: { serviceName: 'Fill in this field.' },
    });
  });

  it.each(kinds)('%s rejects an unknown key at its own path', (kind) => {
    const result = validateSettings(kind, { ...saveable(kind), unknownKey: 1 });
    expect(result).toEqual({ ok: false, errors: { unknownKey: 'This is not a known setting.' } });
  });

  it.each(kinds)('%s rejects a wrong colour', (kind, schema) => {
    const path = firstPath(schema, isColour);
    if (!path)
      return expect([
        'company',
        'newInformation',
        'pages',
        'payment',
        'search',
        'sortFields',
        'mailTemplates',
      ]).toContain(kind);
    const data = resolveSettings(kind as string);
    const at = placeValue(schema, data, path, 'red');
    expect(validateSettings(kind, data)).toEqual({
      ok: false,
      errors: { [at]: 'Enter a colour such as #1a2b3c.' },
    });
  });

  it.each(kinds)('%s rejects a value outside its enums', (kind, schema) => {
    const path = firstPath(schema, isStringEnum);
    if (!path) {
      return expect([
        'body',
        'customLogin',
        'input',
        'newInformation',
        'pages',
        'mailTemplates',
      ]).toContain(kind);
    }
    const data = resolveSettings(kind as string);
    const at = placeValue(schema, data, path, 'NOT_A_VALUE');
    const result = validateSettings(kind, data);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[at]).toBe('Choose one of the options.');
  });
});

describe('validateSettings, specific rules', () => {
  it('names the placeholder a custom mail body lacks; an empty body keeps the built-in one', () => {
    const body = 'Dear {{ fullName }}, {{resetLink}} ({{companyName}})';
    expect(validateSettings('mailTemplates', { forgotPassword: { body } })).toEqual({
      ok: false,
      errors: { 'forgotPassword.body': 'Include the placeholder {{username}}.' },
    });
    expect(validateSettings('mailTemplates', { forgotPassword: { body: '' } }).ok).toBe(true);
  });

  it('holds each language of a bilingual mail body to the placeholders; an empty one is fine', () => {
    const full = '{{fullName}} {{username}} {{resetLink}} {{companyName}}';
    const body = { ja: full, en: 'Dear {{fullName}}, {{resetLink}} ({{companyName}})' };
    expect(validateSettings('mailTemplates', { forgotPassword: { body } })).toEqual({
      ok: false,
      errors: { 'forgotPassword.body.en': 'Include the placeholder {{username}}.' },
    });
    const jaOnly = { ja: full, en: '' };
    expect(validateSettings('mailTemplates', { forgotPassword: { body: jaOnly } }).ok).toBe(true);
  });

  it('keys a footer link without url at links.0.url', () => {
    const link = { label: 'Help', typeLink: 'INTERNAL', positionLink: 'UPPER' };
    const result = validateSettings('footer', { links: [link] });
    expect(result).toEqual({ ok: false, errors: { 'links.0.url': 'Fill in this field.' } });
  });

  it.each([0, 61])('rejects banner slideSpeed %i at slideSpeed', (slideSpeed) => {
    const result = validateSettings('banner', { slideSpeed });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(['slideSpeed']);
  });

  it('accepts banner slideSpeed 1 and 60', () => {
    expect(validateSettings('banner', { slideSpeed: 1 }).ok).toBe(true);
    expect(validateSettings('banner', { slideSpeed: 60 }).ok).toBe(true);
  });

  it('requires an image for a shown image banner', () => {
    const result = validateSettings('banner', { isShow: true, typeBanner: 'IMAGE', image: '' });
    expect(result).toEqual({ ok: false, errors: { image: 'Fill in this field.' } });
  });

  it('requires choices for single- and multi-choice search boxes', () => {
    const boxes = [{ operation: 1 }, { operation: 4, matchValue: [] }, { operation: 5 }];
    const result = validateSettings('search', { boxes });
    expect(result).toEqual({
      ok: false,
      errors: {
        'boxes.1.matchValue': 'Add at least one entry.',
        'boxes.2.matchValue': 'Fill in this field.',
      },
    });
  });

  it('keys an unknown nested property at its full path', () => {
    const result = validateSettings('layout', { sidebar: { background: '#ffffff', glow: true } });
    expect(result).toEqual({
      ok: false,
      errors: { 'sidebar.glow': 'This is not a known setting.' },
    });
  });

  it('refuses script URLs in links', () => {
    const link = {
      label: 'x',
      url: 'javascript:alert(1)',
      typeLink: 'EXTERNAL',
      positionLink: 'UPPER',
    };
    const result = validateSettings('footer', { links: [link] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(['links.0.url']);
  });

  it('throws for an unknown kind', () => {
    expect(() => validateSettings('nope', {})).toThrow(/Unknown settings kind/);
  });
});

describe('validateCompany', () => {
  const base = { name: 'Acme Library', domainType: 'PATH', path: 'acme' };

  it('accepts a path-mode company', () => {
    expect(validateCompany(base).ok).toBe(true);
  });

  it('refuses reserved and malformed paths', () => {
    expect(validateCompany({ ...base, path: 'admin' })).toEqual({
      ok: false,
      errors: { path: 'This name is reserved; choose another.' },
    });
    expect(validateCompany({ ...base, path: 'Acme!' }).ok).toBe(false);
  });

  it('requires a host name in domain mode', () => {
    const company = { ...base, domainType: 'FULL_DOMAIN', path: null };
    expect(validateCompany(company)).toEqual({
      ok: false,
      errors: { domain: 'Fill in this field.' },
    });
    expect(validateCompany({ ...company, domain: 'not a host' }).ok).toBe(false);
    expect(validateCompany({ ...company, domain: 'books.example.com' }).ok).toBe(true);
  });
});

describe('validateSettings, rules across fields', () => {
  it('refuses two items with the same id', () => {
    const link = {
      id: 'help',
      label: 'Help',
      url: '/help',
      typeLink: 'INTERNAL',
      positionLink: 'UPPER',
    };
    const result = validateSettings('footer', { links: [link, { ...link, label: 'Again' }] });
    expect(result).toEqual({
      ok: false,
      errors: { 'links.1.id': 'Another entry already uses this id.' },
    });
  });

  it('refuses a search tab naming a missing box', () => {
    const result = validateSettings('search', {
      boxes: [{ id: 'title', operation: 1, label: 'Title' }],
      tabs: [{ id: 'main', title: 'Main', searchBoxIds: ['title', 'gone'] }],
    });
    expect(result).toEqual({
      ok: false,
      errors: { 'tabs.0.searchBoxIds.1': 'Choose one of the search boxes of this page.' },
    });
  });

  it('allows one default sort per type', () => {
    const items = [
      { field: 1, type: 'HOME_SORT', isSortFieldDefault: true },
      { field: 2, type: 'SEARCH_SORT', isSortFieldDefault: true },
      { field: 3, type: 'HOME_SORT', isSortFieldDefault: true },
    ];
    expect(validateSettings('sortFields', { items })).toEqual({
      ok: false,
      errors: {
        'items.2.isSortFieldDefault': 'Another option of this kind is already the default.',
      },
    });
  });
});
