import { beforeAll, describe, expect, it } from 'vitest';
import { setTenantScopedPaths, withTenant } from '../../providers/httpClient';
import { registry } from '../../registry';
import { tenantScopedPaths } from '../../resources/shared/resourceBundle';
import { uploadUrl } from './uploadImage';

beforeAll(() => setTenantScopedPaths(tenantScopedPaths(registry)));

describe('image uploads', () => {
  it('post to the folder, escaped', () => {
    expect(uploadUrl('logo')).toBe('/api/admin/uploads/logo');
    expect(uploadUrl('a/b')).toBe('/api/admin/uploads/a%2Fb');
  });

  it('are scoped to the chosen tenant like settings, and only when there is one', () => {
    expect(withTenant(uploadUrl('banner'), 'a b&c')).toBe(
      '/api/admin/uploads/banner?companyId=a%20b%26c',
    );
    expect(withTenant(uploadUrl('banner'), null)).toBe('/api/admin/uploads/banner');
    expect(withTenant('/api/admin/companies', 'x')).toBe('/api/admin/companies');
  });
});
