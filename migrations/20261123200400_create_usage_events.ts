import type { Knex } from 'knex';

/**
 * The usage log: one narrow row per open, page-view batch, print and download. Tenants,
 * contents and readers appear as small integers from `usage_refs`, so millions of rows stay
 * compact; `month` (YYYYMM) makes the per-title-per-month report one index range.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('usage_refs', (t) => {
    t.increments('id').primary();
    // A company or user UUID, or a content element id (the forms never collide).
    t.string('ref', 36).notNullable().unique();
  });

  await knex.schema.createTable('usage_events', (t) => {
    t.integer('company_ref').notNullable();
    t.integer('content_ref').notNullable();
    t.integer('user_ref').notNullable();
    // 1 open, 2 page views, 3 print, 4 download (viewer/usage.ts).
    t.smallint('event').notNullable();
    // Pages viewed or printed; 1 for an open or a download.
    t.integer('quantity').notNullable();
    t.integer('month').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['company_ref', 'month', 'content_ref']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('usage_events');
  await knex.schema.dropTable('usage_refs');
}
