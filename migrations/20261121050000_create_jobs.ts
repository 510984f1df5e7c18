import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('jobs', (t) => {
    t.string('id', 36).primary();
    t.string('type', 64).notNullable();
    t.string('company_id', 36).nullable().references('id').inTable('companies').onDelete('CASCADE');
    t.text('payload').notNullable();
    // queued → running → done | failed; a running job whose lease lapsed is queued again.
    t.string('status', 16).notNullable();
    // Set while queued or running; unique, so a second job with the same key is refused.
    t.string('lock_key', 128).nullable().unique();
    t.integer('progress').notNullable().defaultTo(0);
    t.integer('processed').notNullable().defaultTo(0);
    t.integer('total').notNullable().defaultTo(0);
    t.text('result').nullable();
    t.text('error').nullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('locked_by', 64).nullable();
    t.timestamp('lease_until', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('started_at', { useTz: true }).nullable();
    t.timestamp('finished_at', { useTz: true }).nullable();
    t.index(['status', 'created_at']);
    t.index(['company_id', 'type', 'created_at']);
  });
  await knex.schema.createTable('job_logs', (t) => {
    t.string('job_id', 36).notNullable().references('id').inTable('jobs').onDelete('CASCADE');
    t.integer('seq').notNullable();
    t.integer('line').nullable();
    t.text('message').notNullable();
    t.primary(['job_id', 'seq']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_logs');
  await knex.schema.dropTable('jobs');
}
