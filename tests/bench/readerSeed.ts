/**
 * The fixture of readers.bench.mjs: a SQLite file with the 100,000-content tenant of
 * `seed:large` (path `large`), its favourites and recently-read groups, and `--readers`
 * signed-in readers, each with a live session and a few favourites.
 *
 *   node --import tsx tests/bench/readerSeed.ts --tree <checkout> --out <file.sqlite> \
 *     [--count 100000] [--readers 1000]
 *
 * Migrations and the catalogue come from `--tree` (the checkout whose server is measured, or
 * the older of two under `--against`, so the newer one migrates its copy forward); the
 * readers are plain inserts, the same on every revision. Writes `<out>.json` beside the file:
 * the tokens, group ids and a sample of content ids the load picks from. Session tokens are
 * derived from the reader's number, so a cached file needs no secret beside it.
 */
import { createHash, randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) {
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
}
const tree = resolve(args.get('tree') ?? '.');
const out = resolve(args.get('out') ?? 'bench.sqlite');
const count = Number(args.get('count') ?? 100_000);
const readers = Number(args.get('readers') ?? 1000);

const { createKnex, migrateLatest } = await import(join(tree, 'server/src/db/knex.ts'));
const { seedLargeCatalogue } = await import(join(tree, 'scripts/seedLarge.ts'));

/** The session token of reader `n` (only its SHA-256 is stored, as the server does). */
export function benchToken(n: number): string {
  return createHash('sha256').update(`hondana-bench-reader-${n}`).digest('base64url');
}

rmSync(out, { force: true });
rmSync(`${out}-wal`, { force: true });
rmSync(`${out}-shm`, { force: true });
const db = createKnex({ dialect: 'sqlite', connection: out });
const started = performance.now();
try {
  await migrateLatest(db);
  const { companyId, groupIds } = await seedLargeCatalogue(db, { count });
  const at = new Date().toISOString();
  // The personal groups every tenant starts with (content/groups/defaults.ts).
  const personal = [
    { name: 'お気に入り', type: 2, ref: 'favourite' },
    { name: '最近読んだ本', type: 3, ref: 'recently-read' },
  ].map((g, i) => ({
    id: randomUUID().replace(/-/g, ''),
    company_id: companyId,
    name: g.name,
    type: g.type,
    is_public: false,
    ref_code: g.ref,
    ordinal: -2 + i,
    created_at: at,
    updated_at: at,
  }));
  await db('content_groups').insert(personal);
  const sample = (await db('contents')
    .where({ company_id: companyId })
    .whereRaw('rowid % 50 = 0')
    .pluck('id')) as string[];
  const tokens: string[] = [];
  await db.transaction(async (trx: typeof db) => {
    const users = [];
    const sessions = [];
    const favourites = [];
    for (let n = 0; n < readers; n += 1) {
      const userId = randomUUID();
      const token = benchToken(n);
      tokens.push(token);
      users.push({
        id: userId,
        company_id: companyId,
        email: `reader${n}@large.example`,
        full_name: `Reader ${n}`,
        // Never signs in with a password: the bench uses the session below.
        password_hash: 'bench-no-password',
        role_level: 3,
        created_at: at,
        updated_at: at,
      });
      sessions.push({
        id: randomUUID(),
        token_hash: createHash('sha256').update(token).digest('hex'),
        user_id: userId,
        company_id: companyId,
        created_at: at,
        expires_at: '2099-01-01T00:00:00.000Z',
        login_type: 'email',
      });
      for (let f = 0; f < 5; f += 1) {
        favourites.push({
          company_id: companyId,
          user_id: userId,
          content_id: sample[(n * 7 + f * 131) % sample.length],
          created_at: at,
        });
      }
    }
    for (let i = 0; i < users.length; i += 200) {
      await trx('users').insert(users.slice(i, i + 200));
      await trx('sessions').insert(sessions.slice(i, i + 200));
    }
    for (let i = 0; i < favourites.length; i += 200) {
      await trx('favourites').insert(favourites.slice(i, i + 200));
    }
  });
  writeFileSync(
    `${out}.json`,
    JSON.stringify({ companyId, groupIds, tokens, contentIds: sample.slice(0, 2000) }),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`[bench] seeded ${count} contents and ${readers} readers in ${seconds} s`);
} finally {
  await db.destroy();
}
