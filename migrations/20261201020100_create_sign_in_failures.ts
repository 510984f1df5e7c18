import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Failed attempts per (realm, key), for readers, staff and password changes alike: the realm
  // names the counter (`reader:<company id>`, `staff`, `password-change:<company id>` …), the
  // key is a SHA-256 (identifier, or identifier and source address), so unknown accounts are
  // counted like real ones and no stranger's address is kept in plain text.
  await knex.schema.createTable('sign_in_failures', (t) => {
    t.string('realm', 96).notNullable();
    t.string('account_key', 64).notNullable();
    t.integer('failures').notNullable().defaultTo(0);
    t.timestamp('first_failed_at', { useTz: true }).notNullable();
    t.timestamp('blocked_until', { useTz: true }).nullable();
    t.primary(['realm', 'account_key']);
    t.index(['first_failed_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sign_in_failures');
}
