import ipaddr from 'ipaddr.js';

/**
 * The caller's IPv4 address as an unsigned 32-bit number (IPv4-mapped IPv6 included), or null.
 * Callers pass `req.ip`, which honours `trust proxy` as a hop count: a forged X-Forwarded-For
 * from the client itself is never read.
 */
export function ipv4Number(address: string | undefined): number | null {
  const parsed = parse(address);
  if (!parsed || parsed.kind() !== 'ipv4') return null;
  return (parsed as ipaddr.IPv4).octets.reduce((sum, octet) => sum * 256 + octet, 0);
}

/** The throttle key of an address: IPv4 as is, IPv6 by its /64 (one customer's network). */
export function addressBucket(address: string | undefined): string {
  const parsed = parse(address);
  if (!parsed) return 'unknown';
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}

function parse(address: string | undefined): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!address || !ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed;
}
