/**
 * JSON documents are stored as text on both dialects: the application never queries inside
 * them, and text keeps SQLite and PostgreSQL byte-identical (no jsonb key reordering).
 */
export function writeJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}

export function readJson<T = unknown>(value: unknown): T {
  if (typeof value === 'string') return JSON.parse(value) as T;
  return value as T;
}

/** Timestamps are written as ISO strings; pg gives Date objects back, SQLite gives text. */
export function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return date.toISOString();
}
