import { Role } from '@hondana/schemas/contracts';
import { describe, expect, it } from 'vitest';
import { menuItems } from '../layout/menuItems';
import { setTenantScopedPaths, withTenant } from '../providers/httpClient';
import { registry } from './registry';
import { canRoleAccess, tenantScopedPaths, type ResourceBundle } from './resourceBundle';
import { resourceElements } from './resourceElements';

/** What a new resource folder's index exports: the whole recipe is this plus its registry line. */
const coupons: ResourceBundle = {
  name: 'coupons',
  list: () => null,
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.SERVICE_ADMIN],
};
const bundles = [...registry, coupons];
const namesOf = (elements: (React.ReactElement<{ name?: string }> | null)[]) =>
  elements.map((element) => element?.props.name);

describe('a bundle added to the registry', () => {
  it('becomes a <Resource> and a menu item', () => {
    expect(namesOf(resourceElements(bundles))).toContain('coupons');
    expect(namesOf(menuItems(bundles))).toContain('coupons');
  });

  it('gets companyId on its API calls when it is tenant data', () => {
    setTenantScopedPaths(tenantScopedPaths(bundles));
    expect(withTenant('/api/admin/coupons?range=[0,9]', 'c1')).toBe(
      '/api/admin/coupons?range=[0,9]&companyId=c1',
    );
    setTenantScopedPaths(tenantScopedPaths([...registry, { ...coupons, isTenantScoped: false }]));
    expect(withTenant('/api/admin/coupons', 'c1')).toBe('/api/admin/coupons');
  });

  it('is offered to the role levels it names only', () => {
    expect(canRoleAccess(bundles, Role.SERVICE_ADMIN, 'coupons')).toBe(true);
    expect(canRoleAccess(bundles, Role.COMPANY_ADMIN, 'coupons')).toBe(false);
    expect(canRoleAccess(registry, Role.SERVICE_ADMIN, 'coupons')).toBe(false);
  });
});

describe('the registry', () => {
  it('keeps company admins to their tenant: settings, identity and content, no companies', () => {
    const tenantData = ['settings', 'settings.footer', 'users', 'user-groups', 'ip-groups'];
    for (const resource of [...tenantData, 'imports', 'contents', 'content-groups']) {
      expect(canRoleAccess(registry, Role.COMPANY_ADMIN, resource)).toBe(true);
      expect(canRoleAccess(registry, Role.SYSTEM_ADMIN, resource)).toBe(true);
    }
    expect(canRoleAccess(registry, Role.COMPANY_ADMIN, 'companies')).toBe(false);
    expect(canRoleAccess(registry, Role.SYSTEM_ADMIN, 'companies')).toBe(true);
  });

  it('gives readers, signed-out visitors and unknown resources nothing', () => {
    expect(canRoleAccess(registry, Role.USER, 'users')).toBe(false);
    expect(canRoleAccess(registry, Role.SERVICE_ADMIN, 'settings')).toBe(false);
    expect(canRoleAccess(registry, undefined, 'settings')).toBe(false);
    expect(canRoleAccess(registry, Role.SYSTEM_ADMIN, 'plans')).toBe(false);
  });

  it('names each resource once', () => {
    const names = registry.map((bundle) => bundle.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
