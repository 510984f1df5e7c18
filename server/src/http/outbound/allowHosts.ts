import type { AppConfig } from '../../config';

/**
 * The hosts the outbound guard lets resolve to loopback or private addresses: the operator's
 * OUTBOUND_ALLOW_HOSTS, plus the hosts of URLs the operator configured in place of a tenant's
 * (LEARNING_PAYMENT_URL, test issuers): what the operator names is trusted, what a tenant
 * types is not. Each configured URL's host is allowed on its own port only.
 */
export function outboundAllowHosts(
  config: Pick<AppConfig, 'outboundAllowHosts' | 'gateways' | 'oidcIssuers'>,
): string[] {
  const urls = [config.gateways?.learningApiUrl, ...Object.values(config.oidcIssuers ?? {})];
  const configured = urls.flatMap((value) => {
    const url = parsed(value);
    if (!url) return [];
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    return [`${url.hostname.toLowerCase()}:${port}`];
  });
  return [...(config.outboundAllowHosts ?? []), ...configured];
}

function parsed(value: string | null | undefined): URL | null {
  try {
    return value ? new URL(value) : null;
  } catch {
    return null;
  }
}
