import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // A learning-service sign-in waiting for the reader to accept the terms: the code was
  // exchanged once, and the second call finds the result here by the code's hash.
  await knex.schema.createTable('identity_pending_logins', (t) => {
    t.string('id', 36).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('code_hash', 64).notNullable().unique();
    t.string('provider', 16).notNullable();
    t.string('subject', 255).notNullable();
    t.string('email', 255).notNullable();
    t.string('full_name', 255).notNullable().defaultTo('');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['company_id', 'expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('identity_pending_logins');
}
