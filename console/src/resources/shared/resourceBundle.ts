import type { RoleLevel } from '@hondana/schemas/contracts';
import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';

/**
 * Everything the console knows about one resource (react-admin demo style): what `<Resource>`
 * takes, plus who sees it and whether its calls carry the working tenant. The registry of these
 * bundles drives the routes, the menu, the HTTP client and the access check.
 */
export interface ResourceBundle extends ResourceProps {
  /** The react-admin resource, and its path under /api/admin. */
  name: string;
  /** Tenant data: a system admin's calls add `companyId` of the tenant they work on. */
  isTenantScoped: boolean;
  /** The role levels that see it; the server enforces the same rules. */
  roles: readonly RoleLevel[];
  /** Other /api/admin paths its screens call, scoped like it (e.g. contents' file uploads). */
  apiPaths?: readonly string[];
  /** Its part of the menu when one link to its list does not fit (settings: one per kind). */
  menu?: ComponentType;
}

/** The first /api/admin path segments whose calls carry the working tenant. */
export const tenantScopedPaths = (bundles: readonly ResourceBundle[]) =>
  bundles
    .filter((bundle) => bundle.isTenantScoped)
    .flatMap((bundle) => [bundle.name, ...(bundle.apiPaths ?? [])]);

/**
 * The console's access check: may this role level use the resource? `settings.header` and
 * `settings/header/history` follow `settings`. This only keeps the UI from offering what the
 * server would refuse.
 */
export function canRoleAccess(
  bundles: readonly ResourceBundle[],
  roleLevel: number | undefined,
  resource: string,
): boolean {
  const [base] = resource.split(/[./]/);
  const bundle = bundles.find((candidate) => candidate.name === base);
  return bundle?.roles.some((role) => role === roleLevel) ?? false;
}
