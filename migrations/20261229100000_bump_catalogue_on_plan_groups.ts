import type { Knex } from 'knex';

/**
 * Which groups a subscription plan opens is part of what a reader's list shows (the plan marks
 * of content/planMarks.ts), so a change to `subscription_plan_groups` bumps the tenant's
 * `catalogue_versions` row like a change to its contents does (20261201030100): the readers'
 * caches keyed by that version (whether the tenant has any plan at all) stay exact on every
 * instance. SQLite bumps per row; PostgreSQL per statement, through the function that
 * migration made.
 */
const events = [
  { name: 'insert', row: 'new', table: 'new table' },
  { name: 'update', row: 'new', table: 'new table' },
  { name: 'delete', row: 'old', table: 'old table' },
];

export async function up(knex: Knex): Promise<void> {
  const isPg = knex.client.config.client === 'pg';
  for (const event of events) {
    const trigger = `subscription_plan_groups_bump_catalogue_${event.name}`;
    await knex.raw(
      isPg
        ? `create trigger ${trigger} after ${event.name} on subscription_plan_groups
           referencing ${event.table} as changed_rows
           for each statement execute function bump_catalogue_version()`
        : `create trigger ${trigger} after ${event.name} on subscription_plan_groups for each row begin
             insert into catalogue_versions (company_id, version)
               values (${event.row}.company_id, 1)
               on conflict (company_id) do update set version = version + 1;
           end`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  const isPg = knex.client.config.client === 'pg';
  for (const event of events) {
    const trigger = `subscription_plan_groups_bump_catalogue_${event.name}`;
    await knex.raw(
      isPg ? `drop trigger ${trigger} on subscription_plan_groups` : `drop trigger ${trigger}`,
    );
  }
}
