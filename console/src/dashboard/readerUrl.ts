import type { Company } from '@hondana/schemas/contracts';

/** How a tenant is addressed: its domain, or its path on the shared one. */
export type TenantAddress = Pick<Company, 'domainType' | 'domain' | 'path'>;

interface Origin {
  protocol: string;
  port: string;
}

/**
 * Where a tenant's readers go: a path on this host, or the tenant's own host on this port
 * (locally `http://{name}.localhost:3000/`).
 */
export function readerUrl(tenant: TenantAddress, origin: Origin): string | null {
  if (tenant.domainType === 'PATH') return tenant.path ? `/${tenant.path}/` : null;
  if (!tenant.domain) return null;
  const port = origin.port ? `:${origin.port}` : '';
  return `${origin.protocol}//${tenant.domain}${port}/`;
}
