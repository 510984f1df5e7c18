import { companySchema, i18n, settingsKinds, type JsonSchema } from '@hondana/schemas';
import { isBilingualTextSchema } from '@hondana/schemas/texts';
import type { UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { buildTranslatedUiSchema, resolveRef, type JsonSchemaNode } from './translatedUiSchema';

/** Walks schema and overlay together; returns the paths whose title did not come from i18n. */
function untranslated(
  root: JsonSchemaNode,
  node: JsonSchemaNode,
  ui: UiSchema,
  titles: Set<string>,
  at = '',
): string[] {
  return Object.entries(resolveRef(root, node).properties ?? {}).flatMap(([name, raw]) => {
    const child = resolveRef(root, raw);
    const path = at ? `${at}.${name}` : name;
    const entry = (ui?.[name] ?? {}) as UiSchema;
    const own = titles.has(String(entry['ui:title'])) ? [] : [path];
    // A bilingual text is one field; its languages have no titles of their own.
    if (isBilingualTextSchema(child as JsonSchema)) return own;
    const items = child.items as JsonSchemaNode | undefined;
    const inItems = items ? untranslated(root, items, entry.items as UiSchema, titles, path) : [];
    return [...own, ...inItems, ...untranslated(root, child, entry, titles, path)];
  });
}

describe.each(['en', 'ja'] as const)('translated titles (%s)', (locale) => {
  const phrases = i18n[locale];
  const translate = (key: string, options?: { _?: string }) => phrases[key] ?? options?._ ?? key;
  const titles = new Set(Object.values(phrases));

  it.each(settingsKinds.map((entry) => [entry.kind, entry] as const))(
    '%s: every property',
    (kind, entry) => {
      const schema = entry.schema as JsonSchemaNode;
      const ui = buildTranslatedUiSchema(schema, {
        titleKey: (path) => `settings.${kind}.${path}`,
        translate,
      });
      expect(untranslated(schema, schema, ui, titles)).toEqual([]);
    },
  );

  it('companies: every field', () => {
    const schema = companySchema as JsonSchemaNode;
    const ui = buildTranslatedUiSchema(schema, {
      titleKey: (path) => `resources.companies.fields.${path}`,
      translate,
    });
    expect(untranslated(schema, schema, ui, titles)).toEqual([]);
  });
});
