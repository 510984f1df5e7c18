/** camelCase → snake_case for every object key, deeply (the v1 wire format). */
export function toSnakeKeys(value: unknown): unknown {
  return mapKeys(value, snakeCase);
}

/** snake_case → camelCase for every object key, deeply; camelCase input passes through. */
export function toCamelKeys(value: unknown): unknown {
  return mapKeys(value, camelCase);
}

export function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export function camelCase(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

function mapKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, rename));
  if (value === null || typeof value !== 'object') return value;
  // fromEntries defines own properties, so a "__proto__" key stays a plain key.
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [rename(key), mapKeys(child, rename)]),
  );
}
