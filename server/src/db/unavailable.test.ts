import { describe, expect, it } from 'vitest';
import { databaseUnavailableError } from './unavailable';

const statusOf = (err: unknown) => databaseUnavailableError(err)?.status ?? null;

describe('a database that cannot be reached', () => {
  it.each([
    ['refused', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['PostgreSQL shutting down', Object.assign(new Error('terminating'), { code: '57P01' })],
    ['PostgreSQL starting', Object.assign(new Error('starting up'), { code: '57P03' })],
    ['PostgreSQL connection failure', Object.assign(new Error('x'), { code: '08006' })],
    ['PostgreSQL full', Object.assign(new Error('too many'), { code: '53300' })],
    [
      'the pool gave up',
      Object.assign(new Error('Timeout acquiring'), { name: 'KnexTimeoutError' }),
    ],
    ['the socket closed', new Error('Connection terminated unexpectedly')],
    ['SQLite locked past its wait', Object.assign(new Error('busy'), { code: 'SQLITE_BUSY' })],
  ])('%s is the catalogue 503', (_name, err) => {
    expect(statusOf(err)).toBe(503);
  });

  it.each([
    ['a bug', new TypeError('x is undefined')],
    ['a constraint', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['SQLite constraint', Object.assign(new Error('UNIQUE'), { code: 'SQLITE_CONSTRAINT_UNIQUE' })],
    ['nothing', null],
  ])('%s is not', (_name, err) => {
    expect(statusOf(err)).toBeNull();
  });
});
