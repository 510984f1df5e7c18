import type { Knex } from 'knex';

/**
 * Announcements (issue 31): what an admin wrote to the tenant's readers and the send log
 * beside it. The readers' copies are rows of `notifications` (type `announcement`); this row
 * keeps the texts, the audience as chosen, and the job's counts. No foreign key to the group
 * or reader: a log entry outlives them, so their name is kept as it was when sent.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('announcements', (t) => {
    t.string('id', 36).primary();
    t.string('company_id', 36)
      .notNullable()
      .references('id')
      .inTable('companies')
      .onDelete('CASCADE');
    // EVERYONE, USER_GROUP or ONE_READER, with the group's or reader's id and name.
    t.string('audience', 16).notNullable();
    t.string('user_group_id', 36).nullable();
    t.string('user_id', 36).nullable();
    t.string('audience_name', 255).notNullable().defaultTo('');
    // { ja, en } each, as JSON.
    t.text('title').notNullable();
    t.text('body').notNullable();
    // ["IN_APP", "MAIL"], as JSON.
    t.string('channels', 64).notNullable();
    // queued → sending → sent (or failed, when the job gave up).
    t.string('status', 16).notNullable();
    t.integer('audience_count').notNullable().defaultTo(0);
    t.integer('in_app_count').notNullable().defaultTo(0);
    t.integer('mailed_count').notNullable().defaultTo(0);
    t.integer('mail_skipped_count').notNullable().defaultTo(0);
    t.integer('failed_count').notNullable().defaultTo(0);
    // The last reader done: a job run again after a crash goes on from there.
    t.string('last_user_id', 36).nullable();
    t.string('created_by', 36).nullable();
    t.string('created_by_name', 255).notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.index(['company_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('announcements');
}
