import type { Knex } from 'knex';

/**
 * What a viewer token needs to be revoked and to bound what its viewer reports
 * (server/src/viewer/revocation.ts, printing.ts): the SHA-256 of the reader session that
 * opened it (the token dies with that session: sign-out, block), and the page views counted
 * for it so far (bounded by the time it has been open).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('viewer_tokens', (t) => {
    t.string('session_hash', 64).nullable();
    t.integer('page_views').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table viewer_tokens drop column page_views');
  await knex.raw('alter table viewer_tokens drop column session_hash');
}
