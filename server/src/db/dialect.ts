import type { Knex } from 'knex';

export function isPostgres(db: Knex): boolean {
  return db.client.config.client === 'pg';
}

/** True for a unique or primary-key violation on either dialect. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
