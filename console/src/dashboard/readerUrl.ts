export interface TenantAddress {
  domainType: 'FULL_DOMAIN' | 'PATH';
  domain: string | null;
  path: string | null;
}

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
