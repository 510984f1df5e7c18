import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import { resourceSchemas, settingsKinds } from './registry';
import { walkProperties, type JsonSchema } from './schema';

const root = path.resolve(import.meta.dirname, '..');
const schemaFiles = [
  ...readdirSync(path.join(root, 'kinds')).map((file) => path.join('kinds', file)),
  ...readdirSync(path.join(root, 'resources')).map((file) => path.join('resources', file)),
].filter((file) => file.endsWith('.schema.json') || file.endsWith('_definitions.json'));

function objectsWithoutClosedProperties(node: unknown, at: string): string[] {
  if (Array.isArray(node))
    return node.flatMap((item, i) => objectsWithoutClosedProperties(item, `${at}/${i}`));
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const own = record.type === 'object' && record.additionalProperties !== false ? [at] : [];
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, value]) =>
      key === 'default' ? [] : objectsWithoutClosedProperties(value, `${at}/${key}`),
    ),
  ];
}

describe('schema files', () => {
  it('covers all 17 kinds plus the shared definitions and the thirteen resources', () => {
    expect(settingsKinds).toHaveLength(17);
    expect(schemaFiles).toHaveLength(31);
  });

  it.each(schemaFiles)('%s closes every object with additionalProperties: false', (file) => {
    const json = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;
    expect(objectsWithoutClosedProperties(json, '#')).toEqual([]);
  });

  it.each(settingsKinds.map((entry) => [entry.kind, entry.schema] as const))(
    '%s gives every property a default',
    (_kind, schema) => {
      const missing: string[] = [];
      walkProperties(schema, (node, at) => {
        if (node.default === undefined) missing.push(at.join('.'));
      });
      expect(missing).toEqual([]);
    },
  );

  it('compiles every schema with the strict Ajv', () => {
    const ajv = createAjv();
    for (const { schema } of settingsKinds) expect(() => ajv.compile(schema)).not.toThrow();
    for (const { schema } of Object.values(resourceSchemas)) {
      expect(() => ajv.compile(schema)).not.toThrow();
    }
  });

  it.each(settingsKinds.map((entry) => [entry.kind, entry] as const))(
    '%s uiSchema names only existing properties',
    (_kind, { schema, uiSchema }) => {
      expect(unknownUiKeys(schema, schema, uiSchema)).toEqual([]);
    },
  );
});

function unknownUiKeys(root: JsonSchema, node: JsonSchema, ui: Record<string, unknown>): string[] {
  const schema = node.$ref
    ? (root.definitions?.[node.$ref.split('/').pop() as string] ?? node)
    : node;
  const properties = schema.properties ?? {};
  const order = (ui['ui:order'] as string[] | undefined) ?? [];
  const problems = order.filter((key) => !(key in properties)).map((key) => `ui:order ${key}`);
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    if (key === 'items' && schema.items) {
      problems.push(...unknownUiKeys(root, schema.items, value as Record<string, unknown>));
    } else if (!(key in properties)) {
      problems.push(key);
    } else {
      problems.push(...unknownUiKeys(root, properties[key], value as Record<string, unknown>));
    }
  }
  return problems;
}
