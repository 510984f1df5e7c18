import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // A reader's account at Google, Microsoft or the learning service, by the provider's subject.
  await knex.schema.createTable('user_identities', (t) => {
    t.string('id', 36).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('provider', 16).notNullable();
    t.string('subject', 255).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['company_id', 'provider', 'subject']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_identities');
}
