import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { refusedRange } from './addresses';
import { OutboundError } from './errors';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a name resolves to (dns.lookup with `all`); tests hand in their own. */
export type ResolveAll = (hostname: string) => Promise<ResolvedAddress[]>;

export const resolveAll: ResolveAll = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });

/**
 * The address to connect to for `url`, decided before any connection: http(s) only, and every
 * address the host resolves to must be public unless the host is allowed by configuration. A
 * name that resolves to one public and one private address is refused (DNS rebinding). The
 * URL parser has already turned 2130706433, 0x7f000001, 0177.0.0.1 and 127.1 into 127.0.0.1.
 */
export async function vetUrl(
  url: URL,
  { resolve, isAllowed }: { resolve: ResolveAll; isAllowed: (url: URL) => boolean },
): Promise<ResolvedAddress> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new OutboundError('refused', `Only http(s) may be called, not ${url.protocol}`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  let addresses: ResolvedAddress[];
  if (family) {
    addresses = [{ address: host, family }];
  } else {
    try {
      addresses = await resolve(host);
    } catch (err) {
      // A name that does not exist is a setting to fix; a resolver that failed (EAI_AGAIN)
      // is a moment to wait out.
      const isMissing = (err as { code?: string }).code === 'ENOTFOUND';
      if (isMissing) throw new OutboundError('unresolved', `${host} does not resolve`);
      throw new OutboundError('unreachable', `${host} could not be resolved now`);
    }
  }
  if (!addresses.length) throw new OutboundError('unresolved', `${host} does not resolve`);
  if (!isAllowed(url)) {
    for (const { address } of addresses) {
      const range = refusedRange(address);
      if (range) throw new OutboundError('refused', `${host} is a ${range} address`);
    }
  }
  return addresses[0];
}
