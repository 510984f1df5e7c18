import type { Clock } from '../clock';
import type { CompanyRepository } from '../companies/repository';
import type { Company } from '../access/company';

/**
 * A few seconds of memory in front of the companies table: tenant resolution runs on every
 * request, while companies change rarely. Other instances see a change within the TTL;
 * this instance sees its own changes at once (`clear`).
 */
export function createCompanyCache(repo: CompanyRepository, clock: Clock, ttlMs = 5000) {
  const entries = new Map<string, { company: Company | null; expires: number }>();
  // Concurrent misses for one key share a query: a burst after expiry costs one round trip.
  const inFlight = new Map<string, Promise<Company | null>>();
  let generation = 0;

  function cached(key: string, load: () => Promise<Company | null>): Promise<Company | null> {
    const now = clock.now().getTime();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return Promise.resolve(hit.company);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const startedIn = generation;
    const query = load()
      .then((company) => {
        // A `clear` while the query ran means it may have read the old row: do not keep it.
        if (startedIn === generation) {
          if (entries.size > 10_000) entries.clear();
          entries.set(key, { company, expires: now + ttlMs });
        }
        return company;
      })
      .finally(() => {
        if (inFlight.get(key) === query) inFlight.delete(key);
      });
    inFlight.set(key, query);
    return query;
  }

  return {
    byDomain: (domain: string) =>
      cached(`d:${domain.toLowerCase()}`, () => repo.findByDomain(domain)),
    byPath: (path: string) => cached(`p:${path.toLowerCase()}`, () => repo.findByPath(path)),
    byId: (id: string) => cached(`i:${id}`, () => repo.findById(id)),
    clear: () => {
      generation++;
      entries.clear();
      inFlight.clear();
    },
  };
}

export type CompanyCache = ReturnType<typeof createCompanyCache>;
