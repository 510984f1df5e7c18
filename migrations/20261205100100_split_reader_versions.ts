import type { Knex } from 'knex';

/**
 * The reader's version in two halves: `version` still counts changes of the reader's
 * favourites, the new `history_version` those of the reading history. Opening a content moves
 * the history, far more often than a reader marks a favourite; with one counter, each reading
 * made the whole home answer be assembled again, where only its recently-read group changed
 * (content/reading/groupReading.ts). Same triggers as 20261201030200, for reading_history
 * only, now bumping the new column.
 */
const events = [
  { name: 'insert', row: 'new', table: 'new table' },
  { name: 'update', row: 'new', table: 'new table' },
  { name: 'delete', row: 'old', table: 'old table' },
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reader_versions', (t) => {
    t.bigInteger('history_version').notNullable().defaultTo(0);
  });
  await replaceHistoryTriggers(knex, 'history_version');
}

export async function down(knex: Knex): Promise<void> {
  await replaceHistoryTriggers(knex, 'version');
  // Plain SQL: knex rebuilds a SQLite table to drop a column, which the triggers naming
  // reader_versions refuse.
  await knex.raw('alter table reader_versions drop column history_version');
}

async function replaceHistoryTriggers(knex: Knex, column: 'version' | 'history_version') {
  const isPg = knex.client.config.client === 'pg';
  const fn = column === 'version' ? 'bump_reader_version' : 'bump_reader_history_version';
  for (const event of events) {
    const trigger = `reading_history_bump_reader_${event.name}`;
    await knex.raw(isPg ? `drop trigger ${trigger} on reading_history` : `drop trigger ${trigger}`);
  }
  if (isPg && column === 'history_version') {
    await knex.raw(`
      create function bump_reader_history_version() returns trigger language plpgsql as $$
      begin
        insert into reader_versions (company_id, user_id, history_version)
          select distinct company_id, user_id, 1 from changed_rows
          on conflict (company_id, user_id)
          do update set history_version = reader_versions.history_version + 1;
        return null;
      end $$`);
  }
  for (const event of events) {
    const trigger = `reading_history_bump_reader_${event.name}`;
    await knex.raw(
      isPg
        ? `create trigger ${trigger} after ${event.name} on reading_history
           referencing ${event.table} as changed_rows
           for each statement execute function ${fn}()`
        : `create trigger ${trigger} after ${event.name} on reading_history for each row begin
             insert into reader_versions (company_id, user_id, ${column})
               values (${event.row}.company_id, ${event.row}.user_id, 1)
               on conflict (company_id, user_id) do update set ${column} = ${column} + 1;
           end`,
    );
  }
  if (isPg && column === 'version') await knex.raw('drop function bump_reader_history_version()');
}
