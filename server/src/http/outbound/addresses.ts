import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Why an address may not be called from the server, or null for a public unicast one.
 * IPv4-mapped IPv6 forms (`::ffff:127.0.0.1`) are judged as the IPv4 address they carry;
 * IPv6 outside global unicast (2000::/3), and every special range ipaddr.js knows (loopback,
 * private, link-local with the cloud metadata address, CGNAT, unique-local, NAT64, 6to4,
 * Teredo, reserved, multicast, unspecified…), are refused.
 */
export function refusedRange(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!isIP(bare)) return 'not-an-address';
  const parsed = ipaddr.process(bare);
  const range = parsed.range();
  if (range !== 'unicast') return range;
  if (parsed.kind() === 'ipv6' && !parsed.match(ipaddr.parseCIDR('2000::/3'))) return 'reserved';
  return null;
}
