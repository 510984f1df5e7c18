import type { ErrorSchema } from '@rjsf/utils';

type Translate = (key: string, options?: { _?: string }) => string;

/**
 * Turns the server's `{ "links.2.url": "message" }` (dotted paths from the data root, as in
 * contracts.md §5) into rjsf's nested ErrorSchema so each message shows under its field.
 * Messages may be translation keys (react-admin style); unknown keys are shown as sent.
 */
export function toErrorSchema(
  errors: Record<string, unknown> | null | undefined,
  translate: Translate = (key) => key,
): ErrorSchema {
  const schema: ErrorSchema = {};
  for (const [path, raw] of Object.entries(errors ?? {})) {
    const messages = (Array.isArray(raw) ? raw : [raw]).map((message) =>
      translate(String(message), { _: String(message) }),
    );
    const node = pathSegments(path).reduce<Record<string, unknown>>(
      (parent, segment) => {
        parent[segment] ??= {};
        return parent[segment] as Record<string, unknown>;
      },
      schema as Record<string, unknown>,
    );
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), ...messages];
  }
  return schema;
}

/** Accepts dotted paths and JSON pointers; an empty path or "root" means the whole form. */
export function pathSegments(path: string): string[] {
  return path
    .replace(/^\//, '')
    .split(/[./]/)
    .filter((segment) => segment !== '' && segment !== 'root');
}

/** True for a non-empty `{ field: message }` map, as react-admin's save returns on a 400. */
export const hasErrors = (errors: unknown): errors is Record<string, unknown> =>
  errors != null && typeof errors === 'object' && Object.keys(errors).length > 0;
