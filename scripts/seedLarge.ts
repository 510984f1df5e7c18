/**
 * `npm run seed:large [-- --database <sqlite file | postgres url>] [--count N]`: a catalogue of
 * 100,000 contents in one tenant (path `large`) for search and performance work. Without
 * `--database` it writes to the configured database (DATABASE_URL, else DATA_DIR's SQLite file).
 * A tenant `large` that already exists is replaced.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import { loadConfig } from '../server/src/config';
import { newElementId } from '../server/src/content/ids';
import { isPostgres } from '../server/src/db/dialect';
import { createKnex, migrateLatest } from '../server/src/db/knex';
import { createSearchIndex } from '../server/src/content/searchIndex';
import { createSettingsRepository } from '../server/src/settings/repository';
import { fakeContent } from './catalogue';

export const LARGE_TENANT_PATH = 'large';
const GROUPS = 20;
const BATCH = 500;

export interface SeedResult {
  companyId: string;
  groupIds: string[];
  count: number;
}

/** Writes the catalogue in batched transactions, then builds the search index in one pass. */
export async function seedLargeCatalogue(db: Knex, { count = 100_000 } = {}): Promise<SeedResult> {
  const at = new Date().toISOString();
  const previous = await db('companies').where({ path: LARGE_TENANT_PATH }).first();
  if (previous) {
    await db('companies').where({ id: previous.id }).delete();
    // Its contents went with it; rebuilding an empty tenant clears its index rows too.
    await createSearchIndex({ db }).rebuild(previous.id);
  }
  const companyId = randomUUID();
  await db('companies').insert({
    id: companyId,
    name: 'Large Library',
    email: null,
    domain_type: 'PATH',
    path: LARGE_TENANT_PATH,
    domain: null,
    account_type: 'EMAIL',
    max_content: count,
    max_user: 100,
    status: 'ACTIVE',
    created_at: at,
    updated_at: at,
  });
  await createSettingsRepository(db).writeVersion({
    companyId,
    kind: 'search',
    data: { boxes: searchBoxes() },
    action: 'update',
    updatedBy: null,
    at: new Date(),
  });
  const groupIds = Array.from({ length: GROUPS }, () => newElementId());
  await db('content_groups').insert(
    groupIds.map((id, ordinal) => ({
      id,
      company_id: companyId,
      name: `棚 ${ordinal + 1}`,
      ordinal,
      created_at: at,
      updated_at: at,
    })),
  );
  for (let start = 0; start < count; start += BATCH * 20) {
    await db.transaction(async (trx) => {
      for (let offset = start; offset < Math.min(start + BATCH * 20, count); offset += BATCH) {
        await insertBatch(trx, companyId, groupIds, offset, Math.min(offset + BATCH, count));
      }
    });
  }
  await db.transaction((trx) => createSearchIndex({ db: trx }).rebuild(companyId));
  // Fresh statistics, or PostgreSQL's planner ignores the trigram indexes of a bulk-loaded table;
  // and the trigram indexes' pending lists merged, as autovacuum soon does after a bulk load:
  // until then every search reads them whole (4 MB an index; docs/operations.md).
  if (isPostgres(db)) await db.raw('vacuum analyze contents, content_texts, content_group_items');
  return { companyId, groupIds, count };
}

async function insertBatch(
  trx: Knex.Transaction,
  companyId: string,
  groupIds: string[],
  from: number,
  to: number,
) {
  const contents = [];
  const texts = [];
  const items = [];
  for (let index = from; index < to; index += 1) {
    const fake = fakeContent(index);
    const id = newElementId();
    // Spread over a day so "newest first" has a stable, distinct order.
    const stamp = new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString();
    contents.push({
      id,
      company_id: companyId,
      title: fake.title,
      author: fake.author,
      keywords: fake.keywords,
      description: fake.description,
      param1: fake.param1,
      distributor_name: fake.distributorName,
      published_date: fake.publishedDate,
      text_status: 'DONE',
      created_at: stamp,
      updated_at: stamp,
    });
    texts.push({ content_id: id, company_id: companyId, text: fake.text, updated_at: stamp });
    items.push({
      company_id: companyId,
      content_group_id: groupIds[index % groupIds.length],
      content_id: id,
      ordinal: index,
    });
  }
  await trx('contents').insert(contents);
  await trx('content_texts').insert(texts);
  await trx('content_group_items').insert(items);
}

/** The default boxes plus a title-only box the bench uses. */
function searchBoxes() {
  return [
    { id: 'title', operation: 1, label: 'タイトル', searchFields: ['title'] },
    {
      id: 'keyword',
      operation: 1,
      label: 'キーワード',
      searchFields: ['title', 'author', 'keywords', 'description'],
    },
    { id: 'full-text', operation: 1, label: '本文', searchFields: ['fullText'] },
  ];
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main() {
  const target = argument('database') ?? process.env.SEED_DATABASE;
  const config = loadConfig();
  // No statement timeout, as for migrations: the vacuum of a large catalogue takes longer.
  const db = target
    ? createKnex(
        /^postgres(ql)?:/.test(target)
          ? { dialect: 'pg', connection: target, statementTimeoutMs: 0 }
          : { dialect: 'sqlite', connection: target },
      )
    : createKnex({
        dialect: config.dialect,
        connection: config.databaseUrl ?? config.sqliteFile,
        statementTimeoutMs: 0,
      });
  const started = performance.now();
  try {
    await migrateLatest(db);
    const { count } = await seedLargeCatalogue(db, { count: Number(argument('count') ?? 100_000) });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `seed:large: ${count} contents in tenant path "${LARGE_TENANT_PATH}" in ${seconds} s`,
    );
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
