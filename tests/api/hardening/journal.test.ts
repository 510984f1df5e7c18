import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../support/db';
import type { TestDb } from '../../support/db';
import { installJournal } from './journal';
import type { ChangeJournal } from './journal';

let db: TestDb;
let journal: ChangeJournal;

beforeAll(async () => {
  db = await createTestDb();
  journal = await installJournal(db.owner, ['companies', 'ip_groups']);
});
afterAll(() => db.destroy());

const at = new Date().toISOString();
const company = (id: string) => ({
  id,
  name: 'Journal Books',
  account_type: 'EMAIL',
  domain_type: 'PATH',
  path: `journal-${id.slice(0, 8)}`,
  max_content: 1,
  max_user: 1,
  status: 'ACTIVE',
  created_at: at,
  updated_at: at,
});

describe('the hardening change journal', () => {
  it('records each inserted, changed and deleted row, by table', async () => {
    const id = randomUUID();
    const mark = await journal.mark();
    await db.knex('companies').insert(company(id));
    await db.knex('companies').where({ id }).update({ name: 'Renamed' });
    await db.knex('companies').where({ id }).delete();
    expect(await journal.since(mark)).toEqual([
      'companies insert',
      'companies update',
      'companies delete',
    ]);
  });

  it('records nothing for a read, an update of no row or one that rewrites the same values', async () => {
    const id = randomUUID();
    await db.knex('companies').insert(company(id));
    const mark = await journal.mark();
    await db.knex('companies').select('*');
    await db.knex('companies').where({ id: randomUUID() }).update({ name: 'Nobody' });
    await db.knex('companies').where({ id }).update({ name: 'Journal Books' });
    expect(await journal.since(mark)).toEqual([]);
  });

  it('records nothing of a transaction rolled back', async () => {
    const mark = await journal.mark();
    await db.knex
      .transaction(async (trx) => {
        await trx('companies').insert(company(randomUUID()));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await journal.since(mark)).toEqual([]);
  });
});
