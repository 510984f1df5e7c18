import type { Knex } from 'knex';
import { up as createAuthFailures } from './20261121020100_create_auth_failures';

// Replaced by `sign_in_failures`, which also counts staff sign-ins (no company) and password
// changes. The rows are short-lived counters: nothing is carried over.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.dropTable('auth_failures');
}

export async function down(knex: Knex): Promise<void> {
  await createAuthFailures(knex);
}
