import { describe, expect, it } from 'vitest';
import { isLoopback } from './endpoint';

describe('isLoopback', () => {
  it('knows this machine in IPv4, IPv6 and IPv4-mapped form, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of [
      '10.0.0.1',
      '203.0.113.9',
      '::ffff:10.0.0.1',
      'fe80::1',
      '',
      '127.0.0.1.nip.io',
    ]) {
      expect(isLoopback(address), address).toBe(false);
    }
  });
});
