export interface ChangedValue {
  path: string;
  before: unknown;
  after: unknown;
}

/**
 * The leaf values that differ between two documents, as dotted paths (array indexes
 * included), so a version can be compared with what is live now.
 */
export function diffPaths(before: unknown, after: unknown, path = ''): ChangedValue[] {
  if (isContainer(before) && isContainer(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) =>
      diffPaths(
        (before as Record<string, unknown>)[key],
        (after as Record<string, unknown>)[key],
        path ? `${path}.${key}` : key,
      ),
    );
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before, after }];
}

const isContainer = (value: unknown): value is object =>
  value !== null && typeof value === 'object';
