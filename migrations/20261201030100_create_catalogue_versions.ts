import type { Knex } from 'knex';

/**
 * One counter per tenant, bumped by the database itself whenever the tenant's contents,
 * content groups, group memberships, extracted texts or (SQLite) full-text index rows change. Reader caches (content/reading/catalogueCache.ts)
 * compare it to know their copy is current, on every instance, whatever code path wrote:
 * triggers rather than application calls, so no writer can forget. SQLite bumps per row;
 * PostgreSQL per statement (transition tables), so a bulk import bumps once per statement.
 */
const tables = ['contents', 'content_groups', 'content_group_items', 'content_texts'];
/** SQLite's full-text index rows (searchIndex.ts; PostgreSQL indexes the columns themselves). */
const sqliteTables = ['content_search_rows'];
const events = [
  { name: 'insert', row: 'new', table: 'new table' },
  { name: 'update', row: 'new', table: 'new table' },
  { name: 'delete', row: 'old', table: 'old table' },
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('catalogue_versions', (t) => {
    // No foreign key: a tenant's deletion cascades to its contents, whose triggers write here.
    t.string('company_id', 36).primary();
    t.bigInteger('version').notNullable().defaultTo(0);
  });
  // Unpublished members are subtracted from group totals (content/reading/shelf.ts).
  await knex.schema.alterTable('contents', (t) => {
    t.index(['company_id', 'is_published'], 'contents_company_published');
  });
  const isPg = knex.client.config.client === 'pg';
  const bumped = isPg ? tables : [...tables, ...sqliteTables];
  if (isPg) {
    await knex.raw(`
      create function bump_catalogue_version() returns trigger language plpgsql as $$
      begin
        insert into catalogue_versions (company_id, version)
          select distinct company_id, 1 from changed_rows
          on conflict (company_id) do update set version = catalogue_versions.version + 1;
        return null;
      end $$`);
  }
  for (const table of bumped) {
    for (const event of events) {
      const trigger = `${table}_bump_catalogue_${event.name}`;
      await knex.raw(
        isPg
          ? `create trigger ${trigger} after ${event.name} on ${table}
             referencing ${event.table} as changed_rows
             for each statement execute function bump_catalogue_version()`
          : `create trigger ${trigger} after ${event.name} on ${table} for each row begin
               insert into catalogue_versions (company_id, version)
                 values (${event.row}.company_id, 1)
                 on conflict (company_id) do update set version = version + 1;
             end`,
      );
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  const isPg = knex.client.config.client === 'pg';
  for (const table of isPg ? tables : [...tables, ...sqliteTables]) {
    for (const event of events) {
      const trigger = `${table}_bump_catalogue_${event.name}`;
      await knex.raw(isPg ? `drop trigger ${trigger} on ${table}` : `drop trigger ${trigger}`);
    }
  }
  if (isPg) await knex.raw('drop function bump_catalogue_version()');
  await knex.schema.alterTable('contents', (t) => {
    t.dropIndex(['company_id', 'is_published'], 'contents_company_published');
  });
  await knex.schema.dropTable('catalogue_versions');
}
