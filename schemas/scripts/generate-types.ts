// Generates schemas/types/*.d.ts from the schema files. Used by gen-types.ts (the CLI)
// and by its test, which runs it against a temporary copy of the schemas.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';
import prettier from 'prettier';
import { kindIds, publicKindIds } from '../src/kinds';
import type { JsonSchema } from '../src/schema';
import { BILINGUAL_TEXT_REF } from '../src/texts';

/** Admin-managed record schemas in resources/ (one `{Name}Record` type each). */
const resourceNames = [
  'company',
  'user',
  'userGroup',
  'ipGroup',
  'content',
  'contentGroup',
  'plan',
  'coupon',
  'contentLink',
  'discountOrdinal',
  'announcement',
  'webhookEndpoint',
  'integrationToken',
];

export const BANNER =
  '/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */';

export interface GenerateOptions {
  /** Folder holding kinds/ and resources/ (schemas/). */
  schemasDir: string;
  /** Prettier configuration file used to format the output. */
  prettierConfig: string;
}

/** Output file (relative to the types folder) → its content. */
export type GeneratedFiles = Map<string, string>;

export async function generateTypes(options: GenerateOptions): Promise<GeneratedFiles> {
  const files: GeneratedFiles = new Map();
  const shared = await readJson(path.join(options.schemasDir, 'kinds', '_definitions.json'));
  for (const kind of kindIds) {
    const schema = await readJson(path.join(options.schemasDir, 'kinds', `${kind}.schema.json`));
    schema.definitions = { ...shared.definitions, ...schema.definitions };
    const named = nameArrayItems(schema, kind[0].toUpperCase() + kind.slice(1));
    files.set(`${kind}.d.ts`, await toTypescript(named, settingsTypeName(kind), options));
  }
  for (const resource of resourceNames) {
    const schema = await readJson(
      path.join(options.schemasDir, 'resources', `${resource}.schema.json`),
    );
    const name = `${resource[0].toUpperCase()}${resource.slice(1)}Record`;
    files.set(`resources/${resource}.d.ts`, await toTypescript(schema, name, options));
  }
  files.set('index.d.ts', await format(indexSource(files), options));
  return files;
}

/** Files whose content on disk differs from the generated one (or that are missing). */
export async function findDrift(typesDir: string, files: GeneratedFiles): Promise<string[]> {
  const drifted: string[] = [];
  for (const [file, content] of files) {
    const onDisk = await readFile(path.join(typesDir, file), 'utf8').catch(() => undefined);
    if (onDisk !== content) drifted.push(file);
  }
  const generated = new Set(files.keys());
  const present = await readdir(typesDir, { recursive: true }).catch(() => [] as string[]);
  for (const file of present) {
    const relative = file.split(path.sep).join('/');
    if (relative.endsWith('.d.ts') && !generated.has(relative)) drifted.push(relative);
  }
  return drifted.sort();
}

export function settingsTypeName(kind: string): string {
  return `${kind[0].toUpperCase()}${kind.slice(1)}Settings`;
}

async function readJson(file: string): Promise<JsonSchema> {
  return JSON.parse(await readFile(file, 'utf8')) as JsonSchema;
}

async function toTypescript(schema: JsonSchema, name: string, options: GenerateOptions) {
  const source = await compile(asResolved(schema) as never, name, {
    bannerComment: `${BANNER}\n/* Resolved shape: properties with a default are always present. */`,
    additionalProperties: false,
    format: false,
    declareExternallyReferenced: true,
    unreachableDefinitions: false,
    maxItems: -1,
    cwd: options.schemasDir,
  });
  return format(source, options);
}

/**
 * The types describe resolved settings (what the reader and services receive), so a
 * property with a default is required. writeOnly secrets stay optional: they are
 * stripped from anything an API returns.
 */
function asResolved(node: JsonSchema): JsonSchema {
  // Without its siblings (maxLength, default) every bilingual text is the one named type.
  if (node.$ref === BILINGUAL_TEXT_REF) return { $ref: node.$ref };
  const result: JsonSchema = { ...node };
  if (node.properties) {
    const properties = Object.entries(node.properties);
    result.properties = Object.fromEntries(properties.map(([k, v]) => [k, asResolved(v)]));
    const defaulted = properties.filter(([, v]) => v.default !== undefined && !v.writeOnly);
    const required = new Set([...(node.required ?? []), ...defaulted.map(([key]) => key)]);
    if (required.size > 0) result.required = [...required];
  }
  if (node.items) result.items = asResolved(node.items);
  if (node.definitions) {
    const entries = Object.entries(node.definitions);
    result.definitions = Object.fromEntries(entries.map(([k, v]) => [k, asResolved(v)]));
  }
  // Conditional rules only tighten values; they add nothing to the shape.
  delete result.allOf;
  return result;
}

/** Gives array item objects a type name (FooterLink, SearchBox) instead of an inline type. */
function nameArrayItems(schema: JsonSchema, prefix: string): JsonSchema {
  const properties = Object.entries(schema.properties ?? {}).map(([key, property]) => {
    const items = property.items;
    if (!items?.properties) return [key, property];
    const singular = key.replace(/(x)es$|s$/, '$1');
    const title = `${prefix}${singular[0].toUpperCase()}${singular.slice(1)}`;
    return [key, { ...property, items: { ...items, title } }];
  });
  return { ...schema, properties: Object.fromEntries(properties) };
}

function indexSource(files: GeneratedFiles): string {
  const lines = [BANNER];
  const seen = new Set<string>();
  for (const [file, source] of files) {
    // Shared definitions (Button) are emitted in each file using them; export them once.
    const names = [...source.matchAll(/^export (?:interface|type) (\w+)/gm)]
      .map((match) => match[1])
      .filter((name) => !seen.has(name));
    names.forEach((name) => seen.add(name));
    lines.push(`import type { ${names.join(', ')} } from './${file.replace(/\.d\.ts$/, '')}';`);
    lines.push(`export type { ${names.join(', ')} };`);
  }
  lines.push('', "/** Every kind's resolved document, by kind id. */");
  lines.push('export interface SettingsByKind {');
  for (const kind of kindIds) lines.push(`  ${kind}: ${settingsTypeName(kind)};`);
  lines.push(
    '}',
    '',
    "/** The reader's configuration: every public kind, resolved, without secrets. */",
  );
  lines.push('export interface PublicSettings {');
  for (const kind of publicKindIds) lines.push(`  ${kind}: ${settingsTypeName(kind)};`);
  lines.push('}');
  return lines.join('\n');
}

async function format(source: string, options: GenerateOptions): Promise<string> {
  const config = await prettier.resolveConfig(options.prettierConfig, {
    config: options.prettierConfig,
  });
  return prettier.format(source, { ...config, parser: 'typescript' });
}
