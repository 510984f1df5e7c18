import { isRecord } from '../config/shellConfig';

/** `total_elements` → `totalElements` (the v1 API speaks snake_case). */
export function snakeToCamel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

/** `totalElements` → `total_elements`. */
export function camelToSnake(key: string): string {
  return key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
}

/** Renames object keys all the way down; arrays and primitives keep their shape. */
export function camelizeKeys<T = unknown>(value: unknown): T {
  return renameKeys(value, snakeToCamel) as T;
}

export function snakeizeKeys<T = unknown>(value: unknown): T {
  return renameKeys(value, camelToSnake) as T;
}

function renameKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, rename));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [rename(key), renameKeys(item, rename)]),
  );
}
