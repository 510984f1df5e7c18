import { requireSettingsKind } from './registry';
import { cloneJson, isPlainObject, walkProperties } from './schema';

/** Dotted paths of the kind's writeOnly properties ("googleClientSecret"). */
export function secretPaths(kind: string): string[] {
  const { schema } = requireSettingsKind(kind);
  const paths: string[] = [];
  // Array items are not addressed by a dotted path; no schema keeps a secret in a list.
  walkProperties(schema, (node, path) => {
    if (node.writeOnly) paths.push(path.join('.'));
  });
  return paths;
}

/**
 * The secret paths that hold a value in `data` (a stored document): what the console may be
 * told (a key is stored) without ever being told the key.
 */
export function storedSecretPaths(kind: string, data: unknown): string[] {
  return secretPaths(kind).filter((path) => {
    const { parent, key } = locate(data, path);
    const value = parent?.[key];
    return typeof value === 'string' ? value !== '' : value !== undefined && value !== null;
  });
}

/** A clone of data without any writeOnly property: what an API may return. */
export function stripSecrets<T>(kind: string, data: T): T {
  const result = cloneJson(data);
  for (const path of secretPaths(kind)) {
    const { parent, key } = locate(result, path);
    if (parent) delete parent[key];
  }
  return result;
}

/**
 * A clone of incoming where every secret that incoming omits or sends as "" takes the
 * stored value, so a form that never shows secrets cannot erase them by saving.
 */
export function mergeSecrets<T>(kind: string, incoming: T, stored: unknown): T {
  const result = cloneJson(incoming);
  for (const path of secretPaths(kind)) {
    const previous = locate(stored, path);
    const storedValue = previous.parent?.[previous.key];
    if (storedValue === undefined) continue;
    const { parent, key } = locate(result, path, true);
    if (parent && (parent[key] === undefined || parent[key] === '')) {
      parent[key] = cloneJson(storedValue);
    }
  }
  return result;
}

/** The object holding the last path segment; with create, missing objects are added. */
function locate(
  data: unknown,
  path: string,
  create = false,
): { parent: Record<string, unknown> | undefined; key: string } {
  const segments = path.split('.');
  const key = segments.pop() as string;
  let parent: unknown = data;
  for (const segment of segments) {
    if (!isPlainObject(parent)) return { parent: undefined, key };
    if (create && parent[segment] === undefined) parent[segment] = {};
    parent = parent[segment];
  }
  return { parent: isPlainObject(parent) ? parent : undefined, key };
}
