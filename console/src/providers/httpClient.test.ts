import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../registry';
import { tenantScopedPaths } from '../resources/shared/resourceBundle';
import { isTenantScopedResource, setTenantScopedPaths, withTenant } from './httpClient';

beforeAll(() => setTenantScopedPaths(tenantScopedPaths(registry)));

describe('withTenant', () => {
  it('adds companyId to every tenant-scoped resource', () => {
    for (const resource of ['users', 'user-groups', 'ip-groups', 'imports', 'contents']) {
      expect(withTenant(`/api/admin/${resource}?range=[0,9]`, 'c1')).toBe(
        `/api/admin/${resource}?range=[0,9]&companyId=c1`,
      );
    }
    expect(withTenant('/api/admin/users/export', 'c1')).toBe(
      '/api/admin/users/export?companyId=c1',
    );
    expect(withTenant('/api/admin/imports/9/log', 'c1')).toBe(
      '/api/admin/imports/9/log?companyId=c1',
    );
    expect(withTenant('/api/admin/content-groups/1', 'c1')).toBe(
      '/api/admin/content-groups/1?companyId=c1',
    );
  });

  it("scopes the bundles' other paths: settings images and content files", () => {
    expect(withTenant('/api/admin/uploads/logo', 'c1')).toBe(
      '/api/admin/uploads/logo?companyId=c1',
    );
    expect(withTenant('/api/admin/content-files/7', 'c1')).toBe(
      '/api/admin/content-files/7?companyId=c1',
    );
  });

  it('leaves companies, the session and look-alike paths alone', () => {
    expect(withTenant('/api/admin/companies', 'c1')).toBe('/api/admin/companies');
    expect(withTenant('/api/admin/auth/me', 'c1')).toBe('/api/admin/auth/me');
    expect(withTenant('/api/admin/usersx', 'c1')).toBe('/api/admin/usersx');
    expect(withTenant('/api/admin/users', null)).toBe('/api/admin/users');
  });

  it('names the tenant data among react-admin query keys', () => {
    expect(isTenantScopedResource('users')).toBe(true);
    expect(isTenantScopedResource('settings/header/history')).toBe(true);
    expect(isTenantScopedResource('companies')).toBe(false);
    expect(isTenantScopedResource('auth')).toBe(false);
  });
});
