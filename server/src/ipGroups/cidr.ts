import ipaddr from 'ipaddr.js';

/** Subnets from /24 (256 addresses) to /32 (one address), spec 001 §5 and §9. */
export const MIN_PREFIX = 24;
export const MAX_PREFIX = 32;

export interface Ipv4Range {
  /** Normalised: the network address and prefix ("10.0.0.0/24"). */
  cidr: string;
  start: number;
  end: number;
}

/**
 * Parses "a.b.c.d/nn" (or a bare address, taken as /32) into a numeric range. Only dotted
 * four-part IPv4 is accepted; host bits are cleared. The answer is a message when invalid.
 */
export function parseIpv4Cidr(input: string): Ipv4Range | string {
  const [address, prefixText = String(MAX_PREFIX), ...rest] = input.trim().split('/');
  if (
    rest.length ||
    !ipaddr.IPv4.isValidFourPartDecimal(address) ||
    !/^\d{1,2}$/.test(prefixText)
  ) {
    return 'Enter an IPv4 address or range such as 192.0.2.0/24.';
  }
  const prefix = Number(prefixText);
  if (prefix < MIN_PREFIX || prefix > MAX_PREFIX) {
    return `Use a subnet from /${MIN_PREFIX} to /${MAX_PREFIX}.`;
  }
  const size = 2 ** (MAX_PREFIX - prefix);
  const start = Math.floor(ipv4ToNumber(address) / size) * size;
  return { cidr: `${numberToIpv4(start)}/${prefix}`, start, end: start + size - 1 };
}

/** "192.0.2.1" → 3221225985 (the caller has checked the address). */
export function ipv4ToNumber(address: string): number {
  return ipaddr.IPv4.parse(address)
    .toByteArray()
    .reduce((sum, byte) => sum * 256 + byte, 0);
}

export function numberToIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}
