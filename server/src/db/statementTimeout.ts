import { Status } from '@hondana/schemas/contracts';
import { AppError } from '../errors';

/** PostgreSQL's SQLSTATE `query_canceled`, which `statement_timeout` raises. */
const QUERY_CANCELED = '57014';

/**
 * A statement stopped by its time limit is the server being busy, not the caller's mistake
 * nor a bug: the catalogue's 503, which the client may retry later.
 */
export function statementTimeoutError(err: unknown): AppError | null {
  const code = (err as { code?: unknown } | null)?.code;
  return code === QUERY_CANCELED ? new AppError(Status.serviceUnavailable) : null;
}
