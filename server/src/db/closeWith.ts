import type { Knex } from 'knex';

/** Runs `close` before `db.destroy()` ends knex's pool. */
export function closeWith(db: Knex, close: () => Promise<void>): void {
  // knex's own `destroy` is read-only; it ends in its client's, which is an ordinary method.
  const client = db.client as { destroy(callback?: unknown): Promise<void> };
  const destroy = client.destroy.bind(client);
  client.destroy = async (callback?: unknown) => {
    await close();
    return destroy(callback);
  };
}
