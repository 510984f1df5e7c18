import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    // email, identity, ip_address, auto_ip_address, google_login … (null for console sessions).
    t.string('login_type', 32).nullable();
    // The separate token the mobile app keeps (app_mobile_auth_token).
    t.boolean('is_mobile_app').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('login_type');
    t.dropColumn('is_mobile_app');
  });
}
