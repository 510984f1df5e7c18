import type { Knex } from 'knex';

/** Optional concurrent-reader seats per content (library-style licences); null = no limit. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contents', (t) => {
    t.integer('max_readers').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contents', (t) => {
    t.dropColumn('max_readers');
  });
}
