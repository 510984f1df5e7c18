import type { Clock } from '../clock';
import type { CompanyRepository } from '../companies/repository';
import type { Company } from '../companies/types';

/**
 * A few seconds of memory in front of the companies table: tenant resolution runs on every
 * request, while companies change rarely. Other instances see a change within the TTL;
 * this instance sees its own changes at once (`clear`).
 */
export function createCompanyCache(repo: CompanyRepository, clock: Clock, ttlMs = 5000) {
  const entries = new Map<string, { company: Company | null; expires: number }>();

  async function cached(key: string, load: () => Promise<Company | null>) {
    const now = clock.now().getTime();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.company;
    const company = await load();
    if (entries.size > 10_000) entries.clear();
    entries.set(key, { company, expires: now + ttlMs });
    return company;
  }

  return {
    byDomain: (domain: string) =>
      cached(`d:${domain.toLowerCase()}`, () => repo.findByDomain(domain)),
    byPath: (path: string) => cached(`p:${path.toLowerCase()}`, () => repo.findByPath(path)),
    byId: (id: string) => cached(`i:${id}`, () => repo.findById(id)),
    clear: () => entries.clear(),
  };
}

export type CompanyCache = ReturnType<typeof createCompanyCache>;
