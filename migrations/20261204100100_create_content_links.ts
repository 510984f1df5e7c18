import type { Knex } from 'knex';

/**
 * Content links (issue 10, `/content/{contentToken}`): an admin's shareable link to one
 * content, valid through its expiry date (Japan time), optionally for visitors who are not
 * signed in. Viewer tokens opened through a link name it, and may then belong to no reader
 * (an anonymous visitor) and stand on their own without a session (`is_bearer`, also the
 * embeds' `/direct-view/{viewToken}` tokens).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_links', (t) => {
    t.string('id', 36).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    t.string('content_id', 32)
      .notNullable()
      .references('id')
      .inTable('contents')
      .onDelete('CASCADE');
    // The link's secret: 256 random bits, kept so an admin can copy the link again.
    t.string('token', 43).notNullable().unique();
    t.string('label', 100).notNullable().defaultTo('');
    t.string('expiry_date', 10).notNullable();
    t.boolean('allow_anonymous').notNullable().defaultTo(false);
    t.string('created_by', 36).nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('opens').notNullable().defaultTo(0);
    t.timestamp('last_opened_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['company_id', 'created_at']);
  });
  await knex.schema.alterTable('viewer_tokens', (t) => {
    t.string('user_id', 36).nullable().alter();
    t.string('link_id', 36)
      .nullable()
      .references('id')
      .inTable('content_links')
      .onDelete('CASCADE');
    t.boolean('is_bearer').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('viewer_tokens').whereNull('user_id').delete();
  await knex.schema.alterTable('viewer_tokens', (t) => {
    t.dropForeign(['link_id']);
    t.dropColumn('link_id');
    t.dropColumn('is_bearer');
    t.string('user_id', 36).notNullable().alter();
  });
  await knex.schema.dropTable('content_links');
}
