import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('subscriptions', (t) => {
    t.string('id', 36).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('plan_id', 36)
      .notNullable()
      .references('id')
      .inTable('subscription_plans')
      .onDelete('RESTRICT');
    // PENDING (order open) → ACTIVE → CANCEL | REFUNDED.
    t.string('status', 16).notNullable();
    // "user:plan" while PENDING or ACTIVE, null after: the database keeps one per reader and
    // plan (881) even when two registrations race.
    t.string('open_key', 80).nullable().unique();
    t.timestamp('registered_at', { useTz: true }).notNullable();
    // The paid (or free) period running now; access lasts to its end, even after a cancel.
    t.timestamp('period_start', { useTz: true }).nullable();
    t.timestamp('period_end', { useTz: true }).nullable();
    t.timestamp('free_until', { useTz: true }).nullable();
    // Paid periods billed so far: the next charge is period number periods_billed + 1.
    t.integer('periods_billed').notNullable().defaultTo(0);
    t.timestamp('cancelled_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['company_id', 'user_id', 'status']);
    t.index(['company_id', 'plan_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('subscriptions');
}
