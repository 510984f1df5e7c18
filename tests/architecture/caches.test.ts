// Every in-memory cache of the server is made by server/src/cache (one rule: bounded, LRU, TTL,
// single flight), and every one is listed here: each is filled past its bound and must stay at
// it. A file that starts calling createCache without a row here fails the last test.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Knex } from 'knex';
import { describe, expect, it, vi } from 'vitest';
import type { Cache } from '../../server/src/cache/cache';
import type * as CacheModule from '../../server/src/cache/cache';
import type { CompanyRepository } from '../../server/src/companies/repository';
import type { SettingsRepository } from '../../server/src/settings/repository';
import type { ShellRenderer } from '../../server/src/shell/render';
import type { PublicApiDeps } from '../../server/src/api/v1/public';

const made = vi.hoisted(() => [] as Cache<string, unknown>[]);

vi.mock('../../server/src/cache/cache', async (importOriginal) => {
  const actual = await importOriginal<typeof CacheModule>();
  return {
    ...actual,
    createCache: (options: Parameters<typeof actual.createCache>[0]) => {
      const cache = actual.createCache<string, unknown>(options);
      made.push(cache);
      return cache;
    },
  };
});

const repoRoot = join(import.meta.dirname, '..', '..');
const clock = { now: () => new Date() };
const db = {} as Knex;

/** Each cache's file, its bound, and how to make it (the factory, with inert dependencies). */
const caches: { file: string; bound: () => Promise<number>; make: () => Promise<unknown> }[] = [
  {
    file: 'tenancy/companyCache.ts',
    bound: async () => (await import('../../server/src/tenancy/companyCache')).MAX_COMPANY_ENTRIES,
    make: async () =>
      (await import('../../server/src/tenancy/companyCache')).createCompanyCache(
        {} as CompanyRepository,
        clock,
      ),
  },
  {
    file: 'settings/publicSettings.ts',
    bound: async () =>
      (await import('../../server/src/settings/publicSettings')).MAX_PUBLIC_SETTINGS,
    make: async () =>
      (await import('../../server/src/settings/publicSettings')).createPublicSettings(
        {} as SettingsRepository,
        { clock },
      ),
  },
  {
    file: 'api/v1/public.ts',
    bound: async () => (await import('../../server/src/api/v1/public')).MAX_VIEW_SETTINGS,
    make: async () =>
      (await import('../../server/src/api/v1/public')).publicApi({
        // Mounted when the router is built; never called here.
        scopes: { publicTenant: () => undefined },
      } as unknown as PublicApiDeps),
  },
  {
    file: 'shell/responses.ts',
    bound: async () => (await import('../../server/src/shell/responses')).MAX_SHELLS,
    make: async () =>
      (await import('../../server/src/shell/responses')).shellResponses({} as ShellRenderer),
  },
  {
    file: 'viewer/revocation.ts',
    bound: async () => (await import('../../server/src/viewer/revocation')).MAX_REMEMBERED,
    make: async () =>
      (await import('../../server/src/viewer/revocation')).createRevocation({ db, clock }),
  },
  {
    file: 'viewer/usage.ts',
    bound: async () => (await import('../../server/src/viewer/usage')).MAX_KNOWN_REFS,
    make: async () => (await import('../../server/src/viewer/usage')).createUsageLog(db),
  },
  {
    file: 'content/favourites/historyWriter.ts',
    bound: async () =>
      (await import('../../server/src/content/favourites/historyWriter')).MAX_TRIMMED_READERS,
    make: async () =>
      (await import('../../server/src/content/favourites/historyWriter')).createHistoryWriter({
        db,
        log: { warn: () => undefined },
      }),
  },
  {
    // Behind the catalogue cache (and so the search cache), group answers and library pages.
    file: 'content/reading/versionedMemo.ts',
    bound: async () => 500,
    make: async () =>
      (await import('../../server/src/content/reading/versionedMemo')).createVersionedMemo({
        maxEntries: 500,
      }),
  },
  {
    file: 'http/snakeJson.ts',
    bound: async () => (await import('../../server/src/http/snakeJson')).MAX_NAMES,
    // A module-level cache: made when the module is loaded.
    make: async () => {
      vi.resetModules();
      return import('../../server/src/http/snakeJson');
    },
  },
  {
    file: 'http/outbound/outbound.ts',
    bound: async () =>
      (await import('../../server/src/http/outbound/outbound')).MAX_CACHED_FAILURES,
    make: async () =>
      (await import('../../server/src/http/outbound/outbound')).createOutbound({ clock }),
  },
  {
    file: 'auth/oidc/client.ts',
    bound: async () => (await import('../../server/src/auth/oidc/client')).MAX_DISCOVERIES,
    make: async () =>
      (await import('../../server/src/auth/oidc/client')).createOidcClient({
        clock,
        outboundFetch: async () => new Response(),
      }),
  },
  {
    file: 'dashboard/cache.ts',
    bound: async () => (await import('../../server/src/dashboard/cache')).MAX_FIGURES,
    make: async () => (await import('../../server/src/dashboard/cache')).createFiguresCache(clock),
  },
  {
    file: 'receipts/service.ts',
    bound: async () => (await import('../../server/src/receipts/service')).MAX_RECENTLY_MAILED,
    make: async () =>
      (await import('../../server/src/receipts/service')).createReceipts({
        db,
        clock,
        settings: { resolveWithSecrets: async () => ({}) as never },
      }),
  },
];

describe('every in-memory cache is bounded', () => {
  it.each(caches)('$file stays at its bound when filled past it', async ({ make, bound }) => {
    const before = made.length;
    await make();
    const created = made.slice(before);
    expect(created).toHaveLength(1);
    const [cache] = created;
    const max = await bound();
    expect(cache.max).toBe(max);
    for (let i = 0; i < max + 100; i++) cache.set(`key ${i}`, i);
    expect(cache.size).toBe(max);
    // The latest entries are kept, the oldest went.
    expect(cache.get(`key ${max + 99}`)).toBe(max + 99);
    expect(cache.get('key 0')).toBeUndefined();
  });

  it('lists every file that makes a cache', () => {
    const src = join(repoRoot, 'server', 'src');
    const makers = sourceFiles(src)
      .filter((file) => !file.startsWith('cache/'))
      .filter((file) => /\bcreateCache\b/.test(readFileSync(join(src, file), 'utf8')));
    expect(makers.sort()).toEqual(caches.map((row) => row.file).sort());
  });
});

function sourceFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, root);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
      ? [relative(root, path)]
      : [];
  });
}
