import type { Knex } from 'knex';

// SQLite makes a column nullable by rebuilding the table; outside a transaction knex can turn
// foreign keys off for the rebuild, so dropping the old table does not cascade to sessions.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  // Accounts of USERNAME tenants and the roleLevel 4 accounts of IP groups have no e-mail;
  // null keeps them clear of the (company_id, email) unique constraint.
  await knex.schema.alterTable('users', (t) => {
    t.string('email', 255).nullable().alter();
  });
  await knex.schema.alterTable('users', (t) => {
    t.string('user_group_id', 36).nullable().references('id').inTable('user_groups');
    t.boolean('is_subscribe_mail').notNullable().defaultTo(false);
    t.boolean('is_receive_notify').notNullable().defaultTo(true);
    t.timestamp('cancelled_at', { useTz: true }).nullable();
    t.unique(['company_id', 'username']);
    t.index(['company_id', 'user_group_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropIndex(['company_id', 'user_group_id']);
    t.dropUnique(['company_id', 'username']);
    t.dropForeign(['user_group_id']);
    t.dropColumn('user_group_id');
    t.dropColumn('is_subscribe_mail');
    t.dropColumn('is_receive_notify');
    t.dropColumn('cancelled_at');
  });
}
