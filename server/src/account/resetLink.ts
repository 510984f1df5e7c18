import type { Company } from '../access/company';

/**
 * The reader's base URL for a tenant, for links in mails and content links, built only from
 * configuration (PUBLIC_URL) and the tenant's own domain or path, never from a request header:
 * a forged Host cannot send a reset link elsewhere. A PATH tenant lives under PUBLIC_URL; a
 * FULL_DOMAIN tenant on its own domain, with PUBLIC_URL's scheme and port.
 */
export function tenantBaseUrl(company: Company, publicUrl: string): string {
  const base = new URL(publicUrl);
  if (company.domainType === 'FULL_DOMAIN' && company.domain) {
    return `${base.protocol}//${company.domain}${base.port ? `:${base.port}` : ''}`;
  }
  return `${withoutSlash(publicUrl)}/${company.path}`;
}

/**
 * The console's address for links in staff mails: the first of ADMIN_HOSTS when the console
 * answers only there (production), else PUBLIC_URL's own `/admin`.
 */
export function consoleBaseUrl(
  publicUrl: string,
  admin: { adminHosts: string[]; isAdminHostOnly?: boolean },
): string {
  const [host] = admin.adminHosts;
  if (!admin.isAdminHostOnly || !host) return `${withoutSlash(publicUrl)}/admin`;
  const base = new URL(publicUrl);
  return `${base.protocol}//${host}${base.port ? `:${base.port}` : ''}/admin`;
}

export function resetLink(base: string, token: string): string {
  return `${base}/forget-password?token=${encodeURIComponent(token)}`;
}

function withoutSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
