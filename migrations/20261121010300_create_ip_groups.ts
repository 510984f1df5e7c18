import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ip_groups', (t) => {
    t.string('id', 36).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('user_group_id', 36).nullable().references('id').inTable('user_groups');
    t.string('name', 64).notNullable();
    t.string('cidr', 18).notNullable();
    // IPv4 addresses as numbers so "which group holds this address" is a range query.
    t.bigInteger('range_start').notNullable();
    t.bigInteger('range_end').notNullable();
    // The roleLevel 4 account that an address of this range signs in as.
    t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['company_id', 'cidr']);
    t.index(['company_id', 'range_start', 'range_end']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ip_groups');
}
