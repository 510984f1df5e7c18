// The subset of draft-07 our schemas use, and helpers to walk it. Every schema here is
// self-contained: "$ref" only points at "#/definitions/<name>" of the same root.

export interface JsonSchema {
  $schema?: string;
  $comment?: string;
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  items?: JsonSchema;
  enum?: readonly unknown[];
  const?: unknown;
  default?: unknown;
  definitions?: Record<string, JsonSchema>;
  allOf?: JsonSchema[];
  if?: JsonSchema;
  then?: JsonSchema;
  not?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  pattern?: string;
  format?: string;
  writeOnly?: boolean;
  contentMediaType?: string;
}

export type UiSchema = Record<string, unknown>;

/** The schema with a local "$ref" merged in (siblings such as "default" win). */
export function deref(node: JsonSchema, root: JsonSchema): JsonSchema {
  if (!node.$ref) return node;
  const name = node.$ref.replace('#/definitions/', '');
  const target = root.definitions?.[name];
  if (!target) throw new Error(`Unresolved $ref ${node.$ref}`);
  const siblings: JsonSchema = { ...node };
  delete siblings.$ref;
  return { ...deref(target, root), ...siblings };
}

export function hasType(node: JsonSchema, type: string): boolean {
  return Array.isArray(node.type) ? node.type.includes(type) : node.type === type;
}

export function cloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Visits every property below root with its data path, array levels removed
 * (footer → ["links", "url"]), as used by the translation keys.
 */
export function walkProperties(
  root: JsonSchema,
  visit: (node: JsonSchema, path: string[]) => void,
  node: JsonSchema = root,
  path: string[] = [],
): void {
  const schema = deref(node, root);
  // A bilingual text is one field: its languages are not properties with labels of their own.
  if (hasType(schema, 'string') && hasType(schema, 'object')) return;
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    visit(deref(child, root), [...path, key]);
    walkProperties(root, visit, child, [...path, key]);
  }
  if (schema.items) walkProperties(root, visit, schema.items, path);
}
