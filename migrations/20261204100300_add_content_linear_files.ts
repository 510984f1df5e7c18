import type { Knex } from 'knex';

/**
 * The web-optimised (linearised) copy of a content's PDF (issue 10), made by a background job
 * after each upload; the original (`file_key`) is kept for downloads and as the fallback.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contents', (t) => {
    t.string('linear_key', 512).nullable();
    t.bigInteger('linear_size').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contents', (t) => {
    t.dropColumn('linear_key');
    t.dropColumn('linear_size');
  });
}
