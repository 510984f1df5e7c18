import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedRange } from './addresses';
import { OutboundError } from './errors';
import { createOutbound, OUTBOUND_FAILURE_TTL_MS } from './outbound';
import type { OutboundOptions } from './outbound';

/** A local HTTP server that counts every connection made to it. */
async function listener(handler: Parameters<typeof createServer>[1] = (_q, s) => s.end('ok')) {
  const server: Server = createServer(handler);
  let connections = 0;
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function clock() {
  let now = Date.parse('2026-11-27T00:00:00Z');
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const outbound = (options: Partial<OutboundOptions> = {}) =>
  createOutbound({ clock: clock(), ...options });

async function failureOf(call: Promise<unknown>): Promise<OutboundError> {
  const error = await call.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe('refusedRange', () => {
  it('refuses loopback, private, link-local, metadata, CGNAT, unique-local and their mapped forms', () => {
    const refused = [
      '127.0.0.1',
      '127.255.0.9',
      '::1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '0.0.0.0',
      '::',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      '::7f00:1',
      '[::1]',
    ];
    for (const address of refused)
      expect([address, refusedRange(address)]).not.toEqual([address, null]);
  });

  it('lets public addresses through', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111']) {
      expect(refusedRange(address)).toBeNull();
    }
  });
});

describe('createOutbound', () => {
  let local: Awaited<ReturnType<typeof listener>>;
  beforeAll(async () => {
    local = await listener();
  });
  afterAll(() => local.close());

  it('refuses loopback and private URLs in every encoding before any connection', async () => {
    const { fetch } = outbound();
    const port = local.port;
    const urls = [
      `http://127.0.0.1:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f000001:${port}/`,
      `http://0177.0.0.1:${port}/`,
      `http://127.1:${port}/`,
      `http://0x7f.1:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://[::1]:${port}/`,
      `http://localhost:${port}/`,
      `https://10.0.0.1/`,
      `http://169.254.169.254/latest/meta-data/`,
      `http://[fe80::1]/`,
      `http://0/`,
    ];
    for (const url of urls) {
      const error = await failureOf(fetch(url));
      expect([url, error.failure]).toEqual([url, 'refused']);
    }
    expect(local.connections()).toBe(0);
  });

  it('refuses a name with any private address, and connects to the vetted address only', async () => {
    let lookups = 0;
    const resolve = async (host: string) => {
      lookups += 1;
      if (host === 'rebind.test') {
        return [
          { address: '93.184.216.34', family: 4 },
          { address: '127.0.0.1', family: 4 },
        ];
      }
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const guard = outbound({ resolve, allowHosts: [`pinned.test:${local.port}`] });
    expect((await failureOf(guard.fetch(`http://rebind.test:${local.port}/`))).failure).toBe(
      'refused',
    );
    expect(local.connections()).toBe(0);
    // pinned.test exists only in this resolver's answer: the connection went to that address.
    const answer = await guard.fetch(`http://pinned.test:${local.port}/`);
    expect(await answer.text()).toBe('ok');
    expect(local.connections()).toBe(1);
    expect(lookups).toBe(2);
  });

  it('remembers a refused host for a minute: no new look-up until then', async () => {
    const time = clock();
    let lookups = 0;
    const resolve = async () => {
      lookups += 1;
      return [{ address: '10.0.0.7', family: 4 }];
    };
    const { fetch } = createOutbound({ clock: time, resolve });
    for (let i = 0; i < 5; i += 1) {
      const error = await failureOf(fetch('https://issuer.example.test/.well-known/x'));
      expect(error.isCached).toBe(i > 0);
    }
    expect(lookups).toBe(1);
    time.advance(OUTBOUND_FAILURE_TTL_MS);
    await failureOf(fetch('https://issuer.example.test/'));
    expect(lookups).toBe(2);
  });

  it('remembers a name that does not exist, not a resolver that failed for a moment', async () => {
    let lookups = 0;
    const failing = (code: string) => async () => {
      lookups += 1;
      throw Object.assign(new Error(code), { code });
    };
    const missing = outbound({ resolve: failing('ENOTFOUND') });
    await failureOf(missing.fetch('https://nowhere.example.test/'));
    await failureOf(missing.fetch('https://nowhere.example.test/'));
    expect(lookups).toBe(1);
    const flaky = outbound({ resolve: failing('EAI_AGAIN') });
    expect((await failureOf(flaky.fetch('https://learning.example.test/'))).failure).toBe(
      'unreachable',
    );
    await failureOf(flaky.fetch('https://learning.example.test/'));
    expect(lookups).toBe(3);
  });

  it('vets every redirect hop, follows GET redirects only when asked, and only so many', async () => {
    const target = await listener();
    const hops = await listener((req, res) => {
      const next =
        req.url === '/away' ? `http://127.0.0.1:${target.port}/` : `/loop${req.url?.length}`;
      res.writeHead(302, { location: next }).end();
    });
    const { fetch } = outbound({ allowHosts: [`127.0.0.1:${hops.port}`] });
    const away = `http://127.0.0.1:${hops.port}/away`;
    expect((await failureOf(fetch(away, { redirect: 'follow' }))).failure).toBe('refused');
    expect(target.connections()).toBe(0);
    expect((await fetch(away, { redirect: 'manual' })).status).toBe(302);
    expect((await failureOf(fetch(away))).failure).toBe('redirect');
    const loop = `http://127.0.0.1:${hops.port}/loop`;
    expect((await failureOf(fetch(loop, { redirect: 'follow' }))).failure).toBe('redirect');
    expect((await failureOf(fetch(loop, { method: 'POST', redirect: 'follow' }))).failure).toBe(
      'redirect',
    );
    await Promise.all([target.close(), hops.close()]);
  });

  it('bounds the answer size and the time', async () => {
    const big = await listener((_req, res) => res.end(Buffer.alloc(64 * 1024)));
    const silent = await listener(() => undefined);
    const allowHosts = [`127.0.0.1:${big.port}`, `127.0.0.1:${silent.port}`];
    const { fetch } = outbound({ allowHosts, maxBytes: 16 * 1024 });
    const large = await failureOf(fetch(`http://127.0.0.1:${big.port}/`));
    expect(large.failure).toBe('too-large');
    const slow = await failureOf(fetch(`http://127.0.0.1:${silent.port}/`, { timeoutMs: 100 }));
    expect(slow.failure).toBe('timeout');
    expect(slow.name).toBe('TimeoutError');
    await Promise.all([big.close(), silent.close()]);
  });
});
