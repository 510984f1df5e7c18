import { describe, expect, it } from 'vitest';
import { canRoleAccess, RoleLevel } from './roles';

describe('canRoleAccess', () => {
  it('lets system admins reach everything, companies included', () => {
    for (const resource of ['companies', 'users', 'imports', 'settings.header', 'plans']) {
      expect(canRoleAccess(RoleLevel.systemAdmin, resource)).toBe(true);
    }
  });

  it('keeps company admins to their tenant: settings, identity and content, no companies', () => {
    const allowed = ['settings', 'settings.footer', 'users', 'user-groups', 'ip-groups', 'imports'];
    for (const resource of [...allowed, 'contents', 'content-groups']) {
      expect(canRoleAccess(RoleLevel.companyAdmin, resource)).toBe(true);
    }
    for (const resource of ['companies', 'plans', 'coupons']) {
      expect(canRoleAccess(RoleLevel.companyAdmin, resource)).toBe(false);
    }
  });

  it('gives service admins plans and coupons only, and readers nothing', () => {
    expect(canRoleAccess(RoleLevel.serviceAdmin, 'plans')).toBe(true);
    expect(canRoleAccess(RoleLevel.serviceAdmin, 'coupons')).toBe(true);
    for (const resource of ['users', 'settings', 'imports', 'companies']) {
      expect(canRoleAccess(RoleLevel.serviceAdmin, resource)).toBe(false);
    }
    expect(canRoleAccess(3, 'users')).toBe(false);
    expect(canRoleAccess(undefined, 'settings')).toBe(false);
  });
});
