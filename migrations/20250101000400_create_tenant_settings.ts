import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tenant_settings', (t) => {
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('kind', 32).notNullable();
    t.text('data').notNullable();
    t.integer('version').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.string('updated_by', 36).nullable();
    t.primary(['company_id', 'kind']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('tenant_settings');
}
