import type { Knex } from 'knex';

/**
 * Viewer and download tokens (server/src/viewer). Only the SHA-256 of a token is stored, so a
 * database leak opens no book; any instance can check a token, and closing one revokes it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('viewer_tokens', (t) => {
    t.string('token_hash', 64).primary();
    // VIEW (the online viewer, held by heartbeats) or DOWNLOAD (one stamped copy).
    t.string('purpose', 16).notNullable();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('content_id', 32)
      .notNullable()
      .references('id')
      .inTable('contents')
      .onDelete('CASCADE');
    t.string('content_group_id', 32).nullable();
    // Who holds a concurrent-reader seat: the reader, or the token itself for an IP account.
    t.string('seat_key', 64).notNullable();
    t.string('referrer', 512).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('closed_at', { useTz: true }).nullable();
    // The per-token byte budget: bytes sent since window_start (see viewer/byteBudget.ts).
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.bigInteger('window_bytes').notNullable().defaultTo(0);
    t.index(['company_id', 'content_id', 'purpose', 'expires_at']);
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('viewer_tokens');
}
