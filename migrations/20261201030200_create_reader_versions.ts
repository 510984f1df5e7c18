import type { Knex } from 'knex';

/**
 * One counter per reader, bumped by the database whenever the reader's favourites or reading
 * history change: the reader's half of the home page's cache key (content/reading/
 * readerVersions.ts), as catalogue_versions is the tenant's half. Triggers, so every writer
 * on every instance counts, cascaded deletions included. SQLite bumps per row; PostgreSQL
 * per statement (transition tables).
 */
const tables = ['favourites', 'reading_history'];
const events = [
  { name: 'insert', row: 'new', table: 'new table' },
  { name: 'update', row: 'new', table: 'new table' },
  { name: 'delete', row: 'old', table: 'old table' },
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reader_versions', (t) => {
    // No foreign keys: a reader's or tenant's deletion cascades to the rows whose triggers
    // write here; a leftover counter of a deleted reader is harmless.
    t.string('company_id', 36).notNullable();
    t.string('user_id', 36).notNullable();
    t.bigInteger('version').notNullable().defaultTo(0);
    t.primary(['company_id', 'user_id']);
  });
  const isPg = knex.client.config.client === 'pg';
  if (isPg) {
    await knex.raw(`
      create function bump_reader_version() returns trigger language plpgsql as $$
      begin
        insert into reader_versions (company_id, user_id, version)
          select distinct company_id, user_id, 1 from changed_rows
          on conflict (company_id, user_id) do update set version = reader_versions.version + 1;
        return null;
      end $$`);
  }
  for (const table of tables) {
    for (const event of events) {
      const trigger = `${table}_bump_reader_${event.name}`;
      await knex.raw(
        isPg
          ? `create trigger ${trigger} after ${event.name} on ${table}
             referencing ${event.table} as changed_rows
             for each statement execute function bump_reader_version()`
          : `create trigger ${trigger} after ${event.name} on ${table} for each row begin
               insert into reader_versions (company_id, user_id, version)
                 values (${event.row}.company_id, ${event.row}.user_id, 1)
                 on conflict (company_id, user_id) do update set version = version + 1;
             end`,
      );
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  const isPg = knex.client.config.client === 'pg';
  for (const table of tables) {
    for (const event of events) {
      const trigger = `${table}_bump_reader_${event.name}`;
      await knex.raw(isPg ? `drop trigger ${trigger} on ${table}` : `drop trigger ${trigger}`);
    }
  }
  if (isPg) await knex.raw('drop function bump_reader_version()');
  await knex.schema.dropTable('reader_versions');
}
