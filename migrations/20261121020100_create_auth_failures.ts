import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Failed sign-ins per (tenant, account identifier); unknown identifiers are counted too, so
  // a lockout says nothing about whether the account exists.
  await knex.schema.createTable('auth_failures', (t) => {
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    // SHA-256 of the lower-cased identifier: no plain e-mail of strangers is kept.
    t.string('account_key', 64).notNullable();
    t.integer('failures').notNullable().defaultTo(0);
    t.timestamp('first_failed_at', { useTz: true }).notNullable();
    t.timestamp('blocked_until', { useTz: true }).nullable();
    t.primary(['company_id', 'account_key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('auth_failures');
}
