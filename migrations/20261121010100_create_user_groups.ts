import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_groups', (t) => {
    t.string('id', 36).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('name', 64).notNullable();
    t.integer('max_users').notNullable().defaultTo(1);
    // PASSWORD: members sign in with ID and password; IP: through an IP group.
    t.string('login_method', 16).notNullable().defaultTo('PASSWORD');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['company_id', 'name']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_groups');
}
