import type { Knex } from 'knex';

/**
 * Device readers (issue 32, decisions.md): an OPEN_TYPE tenant's visitor has no account, yet
 * viewer tokens, seats, usage and favourites are kept per reader. Each browser gets a users
 * row of its own (role USER, no password), named here with the hash of its cookie's secret.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('device_readers', (t) => {
    t.string('user_id', 36).primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('secret_hash', 64).notNullable().unique();
    // Where and when it was made: a bound on how many one address may make (auth/deviceReaders.ts).
    t.string('created_address', 64).notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['company_id', 'created_address', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('device_readers');
}
