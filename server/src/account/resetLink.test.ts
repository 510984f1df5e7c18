import { describe, expect, it } from 'vitest';
import type { Company } from '../access/company';
import { resetLink, tenantBaseUrl } from './resetLink';

const base = { id: 'c', name: 'C', email: null, accountType: 'EMAIL', maxContent: 1, maxUser: 1 };
const pathTenant = { ...base, domainType: 'PATH', domain: null, path: 'sakura' } as Company;
const domainTenant = {
  ...base,
  domainType: 'FULL_DOMAIN',
  domain: 'books.example.jp',
  path: null,
} as Company;

describe('tenantBaseUrl', () => {
  it('puts a path tenant under PUBLIC_URL, whatever Host the request named', () => {
    const origin = { protocol: 'http', host: 'evil.example' };
    expect(tenantBaseUrl(pathTenant, origin, 'https://library.example.com/')).toBe(
      'https://library.example.com/sakura',
    );
    expect(tenantBaseUrl(pathTenant, origin, null)).toBe('http://evil.example/sakura');
  });

  it("keeps a domain tenant on its own domain, with the Host's port only when it is that domain", () => {
    expect(
      tenantBaseUrl(domainTenant, { protocol: 'http', host: 'books.example.jp:3000' }, null),
    ).toBe('http://books.example.jp:3000');
    expect(
      tenantBaseUrl(domainTenant, { protocol: 'http', host: 'evil.example' }, 'https://x.example'),
    ).toBe('https://books.example.jp');
  });

  it('encodes the token into the forgot-password route', () => {
    expect(resetLink('https://a.example/sakura', 'a+b/c')).toBe(
      'https://a.example/sakura/forget-password?token=a%2Bb%2Fc',
    );
  });
});
