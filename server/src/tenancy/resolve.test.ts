import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import type { Company } from '../access/company';
import type { CompanyCache } from './companyCache';
import type { CompanyRepository } from '../companies/repository';
import { createTenancy } from './resolve';

const library = { id: 'c1', status: 'ACTIVE', path: 'library' } as Company;

/** A tenancy over a cache that counts its lookups by path. */
function countingTenancy() {
  const lookups: string[] = [];
  const byPath = (path: string) => {
    lookups.push(path);
    return Promise.resolve(path === 'library' ? library : null);
  };
  const cache = { byPath, byDomain: () => Promise.resolve(null) } as unknown as CompanyCache;
  const companies = {} as CompanyRepository;
  return { tenancy: createTenancy({ cache, companies, adminHosts: [] }), lookups };
}

function readerCall(body: Record<string, unknown>): Request {
  return { hostname: 'api.example', query: {}, body } as unknown as Request;
}

describe("a reader call's tenant", () => {
  it('is resolved once per request: the session middleware and the scope share it', async () => {
    const { tenancy, lookups } = countingTenancy();
    const req = readerCall({ path: 'library' });
    expect(await tenancy.forReaderCall(req)).toBe(library);
    expect(await tenancy.forReaderCall(req)).toBe(library);
    expect(lookups).toEqual(['library']);
  });

  it('is resolved afresh for the next request', async () => {
    const { tenancy, lookups } = countingTenancy();
    expect(await tenancy.forReaderCall(readerCall({ path: 'library' }))).toBe(library);
    expect(await tenancy.forReaderCall(readerCall({ path: 'elsewhere' }))).toBeNull();
    expect(lookups).toEqual(['library', 'elsewhere']);
  });
});
