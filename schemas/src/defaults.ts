import type { ErrorObject } from 'ajv';
import type { SettingsByKind } from '../types/index';
import type { SettingsKindId } from './kinds';
import { requireSettingsKind } from './registry';
import { cloneJson, deref, hasType, isPlainObject, type JsonSchema } from './schema';
import { isBilingualTextSchema, isBilingualValue } from './texts';
import { settingsValidator } from './validate';

/**
 * The kind's complete document: stored values where they still fit the schema, schema
 * defaults everywhere else (array items included). Stored data written under an older
 * schema never makes this throw: values that no longer fit fall back to their default,
 * array items that cannot be repaired are dropped, and as a last resort the kind's
 * defaults are returned. Unknown properties are dropped.
 */
export function resolveSettings<K extends SettingsKindId>(
  kind: K,
  stored?: unknown,
): SettingsByKind[K];
export function resolveSettings(kind: string, stored?: unknown): Record<string, unknown>;
export function resolveSettings(kind: string, stored?: unknown): Record<string, unknown> {
  const { schema } = requireSettingsKind(kind);
  const validate = settingsValidator(kind);
  let value = resolveNode(schema, schema, cloneJson(stored)) as Record<string, unknown>;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (validate(value)) return value;
    value = repair(schema, value, validate.errors ?? []);
  }
  return resolveNode(schema, schema, undefined) as Record<string, unknown>;
}

/** Applies defaults below one schema node to a value (which it may reuse). */
export function resolveNode(node: JsonSchema, root: JsonSchema, value: unknown): unknown {
  const schema = deref(node, root);
  // A bilingual text is a leaf: its plain-string form (older documents) is kept as is.
  if (isBilingualTextSchema(schema)) {
    return isBilingualValue(value) && fitsLeaf(schema, value) ? value : cloneJson(schema.default);
  }
  if (schema.properties) {
    const source = isPlainObject(value) ? value : (cloneJson(schema.default) ?? {});
    const result: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(schema.properties)) {
      const resolved = resolveNode(child, root, (source as Record<string, unknown>)[key]);
      if (resolved !== undefined) result[key] = resolved;
    }
    return result;
  }
  if (hasType(schema, 'array')) {
    const source = Array.isArray(value) ? value : cloneJson(schema.default);
    if (!Array.isArray(source) || !schema.items) return source;
    const items = schema.items;
    return source
      .filter((item) => fitsType(deref(items, root), item))
      .map((item) => resolveNode(items, root, item));
  }
  return fitsLeaf(schema, value) ? value : cloneJson(schema.default);
}

function repair(
  schema: JsonSchema,
  value: Record<string, unknown>,
  errors: readonly ErrorObject[],
): Record<string, unknown> {
  const next = cloneJson(value);
  const removals = new Map<unknown[], Set<number>>();
  for (const error of errors) {
    const segments = error.instancePath.split('/').slice(1);
    const lastIndex = lastArrayIndex(segments);
    if (lastIndex >= 0) {
      const list = segments
        .slice(0, lastIndex)
        .reduce<unknown>(
          (parent, key) => (parent as Record<string, unknown>)[key],
          next,
        ) as unknown[];
      const indexes = removals.get(list) ?? new Set<number>();
      removals.set(list, indexes.add(Number(segments[lastIndex])));
    } else if (segments.length > 0) {
      const property = schema.properties?.[segments[0]];
      next[segments[0]] = property ? resolveNode(property, schema, undefined) : undefined;
    } else {
      return resolveNode(schema, schema, undefined) as Record<string, unknown>;
    }
  }
  for (const [list, indexes] of removals) {
    [...indexes].sort((a, b) => b - a).forEach((index) => list.splice(index, 1));
  }
  return next;
}

function lastArrayIndex(segments: string[]): number {
  for (let i = segments.length - 1; i >= 0; i -= 1) if (/^\d+$/.test(segments[i])) return i;
  return -1;
}

function fitsType(schema: JsonSchema, value: unknown): boolean {
  if (value === undefined) return false;
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length === 0) return true;
  return types.some((type) => {
    if (type === 'integer') return Number.isInteger(value);
    if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
    if (type === 'null') return value === null;
    if (type === 'array') return Array.isArray(value);
    if (type === 'object') return isPlainObject(value);
    return typeof value === type;
  });
}

function fitsLeaf(schema: JsonSchema, value: unknown): boolean {
  if (!fitsType(schema, value)) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  if (schema.const !== undefined && schema.const !== value) return false;
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
  }
  if (isPlainObject(value)) {
    // A bilingual text: each language against its own schema (the length limit; one
    // language may be empty, so the node's minLength is not one of them).
    return Object.entries(value).every(([language, text]) => {
      const own = schema.properties?.[language];
      return own !== undefined && fitsLeaf(own, text);
    });
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) return false;
    if (schema.maxLength !== undefined && length > schema.maxLength) return false;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return false;
  }
  return true;
}
