import type { PublicTenant } from '@hondana/schemas/contracts';

/** One browser may hold sessions of several tenants; stored items are keyed per tenant. */
export function tenantKeyOf(tenant: PublicTenant | null): string {
  return tenant?.path ?? tenant?.domain ?? 'none';
}

/** Spec §7: calls name their tenant by `path` (path mode) or `domain` (full-domain mode). */
export function tenantQueryOf(tenant: PublicTenant | null): Record<string, string> {
  if (!tenant) return {};
  if (tenant.domainType === 'PATH' && tenant.path) return { path: tenant.path };
  return tenant.domain ? { domain: tenant.domain } : {};
}
