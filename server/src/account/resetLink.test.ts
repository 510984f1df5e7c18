import { describe, expect, it } from 'vitest';
import type { Company } from '../access/company';
import { consoleBaseUrl, resetLink, tenantBaseUrl } from './resetLink';

const base = { id: 'c', name: 'C', email: null, accountType: 'EMAIL', maxContent: 1, maxUser: 1 };
const pathTenant = { ...base, domainType: 'PATH', domain: null, path: 'sakura' } as Company;
const domainTenant = {
  ...base,
  domainType: 'FULL_DOMAIN',
  domain: 'books.example.jp',
  path: null,
} as Company;

describe('tenantBaseUrl', () => {
  it('puts a path tenant under PUBLIC_URL', () => {
    expect(tenantBaseUrl(pathTenant, 'https://library.example.com/')).toBe(
      'https://library.example.com/sakura',
    );
    expect(tenantBaseUrl(pathTenant, 'http://localhost:3000')).toBe('http://localhost:3000/sakura');
  });

  it("keeps a domain tenant on its own domain, with PUBLIC_URL's scheme and port", () => {
    expect(tenantBaseUrl(domainTenant, 'https://x.example')).toBe('https://books.example.jp');
    expect(tenantBaseUrl(domainTenant, 'http://localhost:3000')).toBe(
      'http://books.example.jp:3000',
    );
  });

  it('encodes the token into the forgot-password route', () => {
    expect(resetLink('https://a.example/sakura', 'a+b/c')).toBe(
      'https://a.example/sakura/forget-password?token=a%2Bb%2Fc',
    );
  });
});

describe('consoleBaseUrl', () => {
  it('uses the first admin host when the console answers only there, else PUBLIC_URL', () => {
    const admin = { adminHosts: ['admin.example.com', 'admin2.example.com'] };
    expect(consoleBaseUrl('https://x.example', { ...admin, isAdminHostOnly: true })).toBe(
      'https://admin.example.com/admin',
    );
    expect(consoleBaseUrl('http://localhost:3000/', { ...admin, isAdminHostOnly: false })).toBe(
      'http://localhost:3000/admin',
    );
  });
});
