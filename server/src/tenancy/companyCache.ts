import type { Clock } from '../clock';
import type { CompanyRepository } from '../companies/repository';
import type { Company } from '../access/company';
import { createCache } from '../cache/cache';

/**
 * A few seconds of memory in front of the companies table: tenant resolution runs on every
 * request, while companies change rarely. Other instances see a change within the TTL;
 * this instance sees its own changes at once (`clear`).
 */
export function createCompanyCache(repo: CompanyRepository, clock: Clock, ttlMs = 5000) {
  // Concurrent misses for one key share a query: a burst after expiry costs one round trip.
  // A `clear` while a query ran keeps it from storing what may be the old row.
  const entries = createCache<string, Company | null>({
    max: MAX_COMPANY_ENTRIES,
    ttlMs,
    now: () => clock.now().getTime(),
  });

  return {
    byDomain: (domain: string) =>
      entries.load(`d:${domain.toLowerCase()}`, () => repo.findByDomain(domain)),
    byPath: (path: string) => entries.load(`p:${path.toLowerCase()}`, () => repo.findByPath(path)),
    byId: (id: string) => entries.load(`i:${id}`, () => repo.findById(id)),
    clear: () => entries.clear(),
  };
}

/** Domains, paths and ids remembered (three keys per tenant, unknown hosts included). */
export const MAX_COMPANY_ENTRIES = 10_000;

export type CompanyCache = ReturnType<typeof createCompanyCache>;
