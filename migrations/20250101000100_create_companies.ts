import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('companies', (t) => {
    t.string('id', 36).primary();
    t.string('name', 255).notNullable();
    t.string('email', 255).nullable();
    t.string('domain_type', 16).notNullable();
    t.string('domain', 255).nullable().unique();
    t.string('path', 64).nullable().unique();
    t.string('account_type', 16).notNullable();
    t.integer('max_content').notNullable().defaultTo(1);
    t.integer('max_user').notNullable().defaultTo(1);
    t.string('status', 16).notNullable().defaultTo('ACTIVE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('companies');
}
