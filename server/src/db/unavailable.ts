import { Status } from '@hondana/schemas/contracts';
import { AppError } from '../errors';

/** Socket errors of a database that cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL SQLSTATEs of a server going away or full: class 08 (connection exception),
 * shutdowns, "cannot connect now" while it starts, too many connections.
 */
const POSTGRES_DOWN = /^(08...|57P01|57P02|57P03|53300)$/;

/** SQLite's answer when another process held the lock past `busy_timeout`. */
const SQLITE_BUSY = /^SQLITE_(BUSY|LOCKED)/;

/**
 * A database that cannot be reached (down, restarting, out of connections, locked past its
 * wait) is the service being unavailable, not a bug: the catalogue's 503, which the error
 * middleware sends with `Retry-After`, so clients and load balancers try again later.
 */
export function databaseUnavailableError(err: unknown): AppError | null {
  const { code, name, message } = (err ?? {}) as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
  };
  const text = typeof code === 'string' ? code : '';
  const isDown =
    NETWORK_CODES.has(text) ||
    POSTGRES_DOWN.test(text) ||
    SQLITE_BUSY.test(text) ||
    // knex's pool gave up waiting for a connection it could not open.
    name === 'KnexTimeoutError' ||
    (typeof message === 'string' && /^Connection terminated( unexpectedly)?/.test(message));
  return isDown ? new AppError(Status.serviceUnavailable) : null;
}
