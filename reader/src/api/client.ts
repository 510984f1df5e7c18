import { isRecord, Status, toCamelKeys, toSnakeKeys } from '@hondana/schemas/contracts';

/** Spec §9: API timeout. */
const TIMEOUT_MS = 300_000;

export const UNAUTHORIZED = Status.unauthorized;

/** A v1 error: the body's catalogue status (e.g. 425, 840), not only the HTTP status. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly messageKey: string,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  apiBase: string;
  /** The mobile app's token (UserID); the browser's own session travels in the HttpOnly cookie. */
  getAccessToken?: () => string | null;
  /** The tenant's `path` / `domain` query, added to every call (spec §7). */
  tenantQuery?: Record<string, string>;
  /** Spec §4: an expired or missing session on any call asks the reader to sign in again. */
  onUnauthorized?: (error: ApiError) => void;
  fetchImpl?: typeof fetch;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

export type ApiClient = <T>(method: string, path: string, options?: RequestOptions) => Promise<T>;

/** A tiny client for `/api/v1`: snake_case on the wire, camelCase in the app. */
export function createApiClient({
  apiBase,
  getAccessToken,
  tenantQuery = {},
  onUnauthorized,
  fetchImpl = fetch,
}: ApiClientOptions): ApiClient {
  return async <T>(method: string, path: string, options: RequestOptions = {}) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = getAccessToken?.();
    if (token) headers['X-Access-Token'] = token;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const query = { ...tenantQuery, ...options.query };
    const response = await fetchImpl(buildUrl(apiBase, path, query), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(toSnakeKeys(options.body)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    try {
      return unwrapEnvelope<T>(response.status, await response.json().catch(() => null));
    } catch (error) {
      if (error instanceof ApiError && error.status === UNAUTHORIZED) onUnauthorized?.(error);
      throw error;
    }
  };
}

/** `{ status: 200, data }` → data; anything else → ApiError with the body's status. */
export function unwrapEnvelope<T>(httpStatus: number, body: unknown): T {
  if (isRecord(body) && body.status === 200 && httpStatus < 400) return toCamelKeys<T>(body.data);
  const status = isRecord(body) && typeof body.status === 'number' ? body.status : httpStatus;
  const messageKey =
    isRecord(body) && typeof body.message_key === 'string' ? body.message_key : 'api.error.unknown';
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : messageKey;
  const errors =
    isRecord(body) && isRecord(body.errors) ? (body.errors as Record<string, string>) : undefined;
  throw new ApiError(status, messageKey, message, errors);
}

function buildUrl(apiBase: string, path: string, query: RequestOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toSnakeKeys<Record<string, unknown>>(query))) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params}` : '';
  return `${apiBase.replace(/\/$/, '')}/${path.replace(/^\//, '')}${search}`;
}
