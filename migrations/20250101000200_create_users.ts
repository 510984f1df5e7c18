import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.string('id', 36).primary();
    // Null for system administrators, who belong to no tenant.
    t.string('company_id', 36).nullable().references('id').inTable('companies').onDelete('CASCADE');
    t.string('email', 255).notNullable();
    t.string('username', 64).nullable();
    t.string('full_name', 255).notNullable().defaultTo('');
    t.string('password_hash', 255).notNullable();
    t.integer('role_level').notNullable();
    t.string('lang', 8).notNullable().defaultTo('ja');
    t.integer('status').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['company_id', 'email']);
    t.index(['email']);
    t.index(['username']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
