import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tenant_settings_history', (t) => {
    t.increments('id').primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('kind', 32).notNullable();
    t.integer('version').notNullable();
    t.string('action', 16).notNullable();
    t.text('data').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.string('updated_by', 36).nullable();
    t.unique(['company_id', 'kind', 'version']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('tenant_settings_history');
}
