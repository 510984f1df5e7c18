import { Role } from '@hondana/schemas/contracts';
import { describe, expect, it } from 'vitest';
import { menuItems } from './layout/menuItems';
import { setTenantScopedPaths, withTenant } from './providers/httpClient';
import { registry } from './registry';
import { resourceElements } from './resourceElements';
import {
  canRoleAccess,
  tenantScopedPaths,
  type ResourceBundle,
} from './resources/shared/resourceBundle';

/** What a new resource folder's index exports: the whole recipe is this plus its registry line. */
const giftCards: ResourceBundle = {
  name: 'gift-cards',
  list: () => null,
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.SERVICE_ADMIN],
};
const bundles = [...registry, giftCards];
const namesOf = (elements: (React.ReactElement<{ name?: string }> | null)[]) =>
  elements.map((element) => element?.props.name);

describe('a bundle added to the registry', () => {
  it('becomes a <Resource> and a menu item', () => {
    expect(namesOf(resourceElements(bundles))).toContain('gift-cards');
    expect(namesOf(menuItems(bundles))).toContain('gift-cards');
  });

  it('gets companyId on its API calls when it is tenant data', () => {
    setTenantScopedPaths(tenantScopedPaths(bundles));
    expect(withTenant('/api/admin/gift-cards?range=[0,9]', 'c1')).toBe(
      '/api/admin/gift-cards?range=[0,9]&companyId=c1',
    );
    setTenantScopedPaths(tenantScopedPaths([...registry, { ...giftCards, isTenantScoped: false }]));
    expect(withTenant('/api/admin/gift-cards', 'c1')).toBe('/api/admin/gift-cards');
  });

  it('is offered to the role levels it names only', () => {
    expect(canRoleAccess(bundles, Role.SERVICE_ADMIN, 'gift-cards')).toBe(true);
    expect(canRoleAccess(bundles, Role.COMPANY_ADMIN, 'gift-cards')).toBe(false);
    expect(canRoleAccess(registry, Role.SERVICE_ADMIN, 'gift-cards')).toBe(false);
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
    expect(canRoleAccess(registry, Role.SYSTEM_ADMIN, 'gift-cards')).toBe(false);
  });

  it('gives service admins plans, coupons and discount ordinals and nothing else', () => {
    const commerce = ['plans', 'coupons', 'discount-ordinals'];
    const seen = registry.filter((bundle) =>
      canRoleAccess(registry, Role.SERVICE_ADMIN, bundle.name),
    );
    expect(seen.map((bundle) => bundle.name)).toEqual(commerce);
    for (const resource of commerce) {
      expect(canRoleAccess(registry, Role.COMPANY_ADMIN, resource)).toBe(true);
    }
  });

  it('names each resource once', () => {
    const names = registry.map((bundle) => bundle.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
