import type { Knex } from 'knex';

/**
 * Per-content page caps (issue 10), as academic e-book licences count them: pages one reader
 * may print of a title in a month, and pages one download may carry. A download token keeps
 * the pages it was asked for.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contents', (t) => {
    t.integer('print_page_limit').nullable();
    t.integer('download_page_limit').nullable();
  });
  await knex.schema.alterTable('viewer_tokens', (t) => {
    t.integer('page_from').nullable();
    t.integer('page_to').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('viewer_tokens', (t) => {
    t.dropColumn('page_from');
    t.dropColumn('page_to');
  });
  await knex.schema.alterTable('contents', (t) => {
    t.dropColumn('print_page_limit');
    t.dropColumn('download_page_limit');
  });
}
