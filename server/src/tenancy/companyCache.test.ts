import { describe, expect, it } from 'vitest';
import type { CompanyRepository } from '../companies/repository';
import type { Company } from '../access/company';
import { createCompanyCache } from './companyCache';

function fakeRepository() {
  const names = new Map([['sakura', 'Sakura Library']]);
  let queries = 0;
  const repo = {
    async findByPath(path: string) {
      queries++;
      const name = names.get(path);
      await new Promise((resolve) => setImmediate(resolve));
      return name ? ({ id: path, name, path, status: 'ACTIVE' } as Company) : null;
    },
  } as unknown as CompanyRepository;
  return { repo, names, queries: () => queries };
}

const clock = () => {
  let now = 0;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};

describe('company cache', () => {
  it('shares one query among concurrent misses and keeps the answer for the TTL', async () => {
    const db = fakeRepository();
    const time = clock();
    const cache = createCompanyCache(db.repo, time, 5000);
    const burst = await Promise.all(Array.from({ length: 20 }, () => cache.byPath('sakura')));
    expect(db.queries()).toBe(1);
    expect(new Set(burst).size).toBe(1);

    time.advance(4999);
    await cache.byPath('SAKURA');
    expect(db.queries()).toBe(1);
    time.advance(1);
    await cache.byPath('sakura');
    expect(db.queries()).toBe(2);
  });

  it('does not keep a row read before a clear', async () => {
    const db = fakeRepository();
    const cache = createCompanyCache(db.repo, clock(), 5000);
    const before = cache.byPath('sakura');
    db.names.set('sakura', 'Sakura Books');
    cache.clear();
    expect((await before)?.name).toBe('Sakura Library');
    expect((await cache.byPath('sakura'))?.name).toBe('Sakura Books');
  });
});
