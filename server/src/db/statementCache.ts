/**
 * knex asks better-sqlite3 to compile every statement anew, each time it runs; for the small
 * indexed look-ups of a reader request (session, catalogue version, favourites) compiling
 * costs as much as running. This keeps the most recently used compiled statements of one
 * connection by their SQL text. Safe because knex runs each statement to completion at once
 * (`all` or `run`, never an open iterator) and sets no per-statement mode the codebase uses
 * (`safeIntegers` is never asked for), so a reused statement behaves as a fresh one.
 */
export function cachePreparedStatements(
  conn: { prepare(sql: string): unknown },
  maxStatements = 500,
): void {
  const compile = conn.prepare.bind(conn);
  const statements = new Map<string, unknown>();
  conn.prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = compile(sql);
      if (statements.size >= maxStatements) {
        statements.delete(statements.keys().next().value as string);
      }
    } else {
      statements.delete(sql);
    }
    // Most recently used last: the oldest is the first to go.
    statements.set(sql, statement);
    return statement;
  };
}
