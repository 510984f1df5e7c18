import type { Knex } from 'knex';

/**
 * The size of a content's first page (PDF points), set once its image has been rendered at
 * upload (content/files/firstPage.ts); null before, or when the page could not be rendered.
 * The image itself is a blob beside the PDF (storedFiles.ts, `firstPageKey`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contents', (t) => {
    t.float('first_page_width').nullable();
    t.float('first_page_height').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain SQL: knex rebuilds a SQLite table to drop a column, which its triggers refuse.
  await knex.raw('alter table contents drop column first_page_height');
  await knex.raw('alter table contents drop column first_page_width');
}
