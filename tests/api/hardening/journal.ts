import type { Knex } from 'knex';

/**
 * A change journal for the hardening tests: triggers on every data table append one row per
 * inserted, deleted or really changed row (an UPDATE that rewrites the same values is not a
 * change, as a before/after comparison of the rows would not see one either). "Nothing
 * changed" is then one read of the journal's newest id before and after a call, where
 * comparing every row of 29 tables took two full reads per probe.
 */
export interface ChangeJournal {
  /** The journal's position now. */
  mark(): Promise<number>;
  /** `table op` for each row changed since `mark`: empty when nothing was. */
  since(mark: number): Promise<string[]>;
}

const JOURNAL = 'test_change_journal';

export async function installJournal(db: Knex, tables: string[]): Promise<ChangeJournal> {
  const isPg = db.client.config.client === 'pg';
  if (isPg) await installOnPostgres(db, tables);
  else await installOnSqlite(db, tables);
  return {
    async mark() {
      const row = await db(JOURNAL).max({ id: 'id' }).first();
      return Number(row?.id ?? 0);
    },
    async since(mark) {
      const rows = await db(JOURNAL).where('id', '>', mark).orderBy('id').select('entry');
      return rows.map((row: { entry: string }) => row.entry);
    },
  };
}

/**
 * `db` is the tables' owner (the app's role may not create tables); the trigger function runs
 * as its owner, so the app's writes can append to the journal without a grant of their own.
 */
async function installOnPostgres(db: Knex, tables: string[]) {
  await db.raw(`create table ${JOURNAL} (id bigserial primary key, entry text not null)`);
  await db.raw(`
    create function ${JOURNAL}_row() returns trigger language plpgsql security definer as $$
    begin
      insert into ${JOURNAL}(entry) values (tg_table_name || ' ' || lower(tg_op));
      return null;
    end $$`);
  for (const table of tables) {
    const trigger = `${table}_journal`;
    await db.raw(
      `create trigger ${trigger}_write after insert or delete on ${table}
       for each row execute function ${JOURNAL}_row()`,
    );
    await db.raw(
      `create trigger ${trigger}_update after update on ${table}
       for each row when (old.* is distinct from new.*) execute function ${JOURNAL}_row()`,
    );
  }
}

async function installOnSqlite(db: Knex, tables: string[]) {
  await db.raw(
    `create table ${JOURNAL} (id integer primary key autoincrement, entry text not null)`,
  );
  for (const table of tables) {
    const columns = Object.keys(await db(table).columnInfo());
    const log = (op: string) => `insert into ${JOURNAL}(entry) values ('${table} ${op}');`;
    const isChanged = columns.map((c) => `old."${c}" is not new."${c}"`).join(' or ');
    await db.raw(
      `create trigger ${table}_journal_insert after insert on ${table} begin ${log('insert')} end`,
    );
    await db.raw(
      `create trigger ${table}_journal_delete after delete on ${table} begin ${log('delete')} end`,
    );
    await db.raw(
      `create trigger ${table}_journal_update after update on ${table}
       when ${isChanged} begin ${log('update')} end`,
    );
  }
}
