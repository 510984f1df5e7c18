import { settingsKinds } from '@hondana/schemas';
import type { UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { mergeUiSchema } from './mergeUiSchema';
import { buildTranslatedUiSchema, humanize, type JsonSchemaNode } from './translatedUiSchema';

const footer: JsonSchemaNode = {
  type: 'object',
  definitions: {
    color: { type: 'string', pattern: '^#[0-9a-f]{6}$' },
    alignment: { type: 'string', enum: ['LEFT', 'CENTER'] },
  },
  properties: {
    backgroundColor: { $ref: '#/definitions/color' },
    alignment: { $ref: '#/definitions/alignment' },
    secretKey: { type: 'string', writeOnly: true },
    html: { type: 'string', contentMediaType: 'text/html' },
    links: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          url: { type: 'string' },
          style: { type: 'object', properties: { bold: { type: 'boolean' } } },
        },
      },
    },
  },
};

const phrases: Record<string, string> = {
  'settings.footer.backgroundColor': 'Background colour',
  'settings.footer.links.url': 'Link URL',
  'enums.LEFT': 'Left',
};
const translate = (key: string, options?: { _?: string }) => phrases[key] ?? options?._ ?? key;
const build = () =>
  buildTranslatedUiSchema(footer, { titleKey: (path) => `settings.footer.${path}`, translate });

/** Every property path of a (ref-free) schema, next to the uiSchema node that should title it. */
function untitled(schema: JsonSchemaNode, ui: UiSchema, at = ''): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => {
    const node = (ui[name] ?? {}) as UiSchema;
    const missing =
      typeof node['ui:title'] === 'string' && node['ui:title'] ? [] : [`${at}${name}`];
    const items = child.items as JsonSchemaNode | undefined;
    const nested = items?.properties
      ? untitled(items, node.items as UiSchema, `${at}${name}[].`)
      : [];
    return [...missing, ...nested, ...untitled(child, node, `${at}${name}.`)];
  });
}

describe('buildTranslatedUiSchema', () => {
  it('gives every property, nested and inside arrays, a ui:title', () => {
    const ui = build();
    expect(untitled(footer, ui)).toEqual([]);
    expect(ui.backgroundColor['ui:title']).toBe('Background colour');
    expect(ui.links.items.url['ui:title']).toBe('Link URL');
    expect(ui.links.items.style.bold['ui:title']).toBe('Bold');
  });

  it('labels enums from enums.{VALUE}, falling back to the value', () => {
    expect(build().alignment['ui:enumNames']).toEqual(['Left', 'CENTER']);
  });

  it('renders secrets as empty password inputs and HTML as a textarea', () => {
    const ui = build();
    expect(ui.secretKey['ui:widget']).toBe('password');
    expect(ui.secretKey['ui:placeholder']).toBe('Not stored — type the key to store it');
    expect(ui.html['ui:widget']).toBe('textarea');
  });

  it('lets the kind uiSchema override the overlay without losing titles', () => {
    const merged = mergeUiSchema(build(), {
      html: { 'ui:widget': 'text' },
      'ui:order': ['html', '*'],
    });
    expect(merged.html).toMatchObject({ 'ui:widget': 'text', 'ui:title': 'Html' });
    expect(merged['ui:order']).toEqual(['html', '*']);
  });

  it('labels numeric enums by path, so a bare number never shows', () => {
    const schema: JsonSchemaNode = {
      type: 'object',
      properties: { loginRequire: { type: 'integer', enum: [0, 1] } },
    };
    const labels: Record<string, string> = {
      'enums.company.loginRequire.0': 'Anyone',
      'enums.company.loginRequire.1': 'Signed-in readers',
    };
    const ui = buildTranslatedUiSchema(schema, {
      titleKey: (path) => `settings.company.${path}`,
      enumKey: (path) => `enums.company.${path}`,
      translate: (key, options) => labels[key] ?? options?._ ?? key,
    });
    expect(ui.loginRequire['ui:enumNames']).toEqual(['Anyone', 'Signed-in readers']);
  });

  it('makes list items collapsible cards titled by their own label', () => {
    const ui = build();
    expect(ui.links.items['ui:options']).toMatchObject({ collapsible: true, listTitle: 'Links' });
    expect(ui.links.items['ui:title']).toBe('Links');
    const labelled = buildTranslatedUiSchema(
      {
        type: 'object',
        properties: {
          tabs: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: {},
                title: {},
                boxIds: { type: 'array', items: { type: 'string' } },
              },
            },
          },
        },
      },
      { titleKey: (path) => path, translate: (key, options) => options?._ ?? key },
    );
    expect(labelled.tabs.items['ui:options'].itemTitle).toBe('title');
    // A list of texts: each value is labelled by its list, not "boxIds-1".
    expect(labelled.tabs.items.boxIds.items['ui:title']).toBe('Box ids');
  });

  it('humanizes camelCase names', () => {
    expect(humanize('showSidebar')).toBe('Show sidebar');
  });
});

describe('bilingual texts', () => {
  it('get the side-by-side field, HTML ones as text areas, without per-language entries', () => {
    const footer = settingsKinds.find((entry) => entry.kind === 'footer')!.schema;
    const news = settingsKinds.find((entry) => entry.kind === 'newInformation')!.schema;
    const options = { titleKey: (path: string) => path, translate: (key: string) => key };
    const footerUi = buildTranslatedUiSchema(footer as JsonSchemaNode, options);
    const newsUi = buildTranslatedUiSchema(news as JsonSchemaNode, options);
    expect(footerUi.copyRight).toMatchObject({
      'ui:field': 'bilingualText',
      'ui:options': { html: false },
    });
    expect(footerUi.links.items.label).toMatchObject({ 'ui:field': 'bilingualText' });
    expect(footerUi.copyRight.ja).toBeUndefined();
    expect(newsUi.html).toMatchObject({
      'ui:field': 'bilingualText',
      'ui:options': { html: true },
    });
    expect(footerUi.logo['ui:field']).toBeUndefined();
  });
});
