import type { Company } from '../access/company';

/** Where the request came in: `req.protocol` and the Host header (with its port). */
export interface RequestOrigin {
  protocol: string;
  host: string | undefined;
}

/**
 * The reader's base URL for a tenant, for links in mails. A FULL_DOMAIN tenant lives on its own
 * domain; the Host is used only when it is that domain (it then carries the right port). A PATH
 * tenant lives under `PUBLIC_URL` when set; the Host of a path-mode request could be anything
 * the sender typed, which is why production sets `PUBLIC_URL` (reset-link poisoning).
 */
export function tenantBaseUrl(company: Company, origin: RequestOrigin, publicUrl: string | null) {
  const protocol = publicUrl ? new URL(publicUrl).protocol.replace(':', '') : origin.protocol;
  if (company.domainType === 'FULL_DOMAIN' && company.domain) {
    const host = origin.host?.toLowerCase() ?? '';
    const isTenantHost = host.replace(/:\d+$/, '') === company.domain;
    return isTenantHost ? `${origin.protocol}://${host}` : `${protocol}://${company.domain}`;
  }
  const base = publicUrl ?? `${origin.protocol}://${origin.host ?? 'localhost'}`;
  return `${base.replace(/\/+$/, '')}/${company.path}`;
}

export function resetLink(base: string, token: string): string {
  return `${base}/forget-password?token=${encodeURIComponent(token)}`;
}
