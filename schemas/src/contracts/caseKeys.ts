// The v1 API speaks snake_case; the server's services and both apps speak camelCase.

/** `total_elements` → `totalElements`. */
export function camelCase(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

/** `totalElements` → `total_elements`. */
export function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
}

/** Renames object keys to camelCase all the way down; camelCase input passes through. */
export function toCamelKeys<T = unknown>(value: unknown): T {
  return renameKeys(value, camelCase) as T;
}

/** Renames object keys to snake_case all the way down (the v1 wire format). */
export function toSnakeKeys<T = unknown>(value: unknown): T {
  return renameKeys(value, snakeCase) as T;
}

function renameKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, rename));
  if (value === null || typeof value !== 'object') return value;
  // fromEntries defines own properties, so a "__proto__" key stays a plain key.
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [rename(key), renameKeys(item, rename)]),
  );
}
