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

/** `totalElements` → `total_elements` at the type level, as `snakeCase` does at run time. */
export type SnakeCase<Key extends string> = Key extends `${infer Head}${infer Rest}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Rest>}`
  : Key;

/**
 * The v1 wire form of a camelCase contract: its keys snake_case all the way down, as
 * `toSnakeKeys` sends it. A contract is declared once, camelCase; the wire form is this.
 */
export type Wire<T> = T extends readonly (infer Item)[]
  ? Wire<Item>[]
  : T extends object
    ? { [Key in keyof T as Key extends string ? SnakeCase<Key> : Key]: Wire<T[Key]> }
    : T;
