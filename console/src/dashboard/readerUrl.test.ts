import { describe, expect, it } from 'vitest';
import { readerUrl } from './readerUrl';

const local = { protocol: 'http:', port: '3000' };

describe('readerUrl', () => {
  it('uses the path on this host for path tenants', () => {
    expect(readerUrl({ domainType: 'PATH', path: 'demo', domain: null }, local)).toBe('/demo/');
  });

  it('uses the tenant host on this port for domain tenants', () => {
    const tenant = { domainType: 'FULL_DOMAIN' as const, domain: 'books.localhost', path: null };
    expect(readerUrl(tenant, local)).toBe('http://books.localhost:3000/');
    expect(readerUrl(tenant, { protocol: 'https:', port: '' })).toBe('https://books.localhost/');
  });

  it('has no link for an incomplete address', () => {
    expect(readerUrl({ domainType: 'PATH', path: null, domain: null }, local)).toBeNull();
  });
});
