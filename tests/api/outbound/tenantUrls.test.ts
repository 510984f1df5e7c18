import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { Status } from '@hondana/schemas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, hosts } from '../../support/app';
import type { TestApp } from '../../support/app';
import { FAILED_DISCOVERY_TTL_MS } from '../../../server/src/auth/oidc/client';

/**
 * URLs a tenant admin sets (the learning service's issuer and payment API) that point at this
 * machine, a private network or the cloud metadata address are refused before any connection
 * (issue 29, item 8): a listener on loopback must see none, through the real endpoints, the
 * sign-in one anonymously.
 */
let t: TestApp;
let admin: TestAgent;
const servers: Server[] = [];
let connections = 0;
let port = 0;
/** An allowed issuer that accepts connections and answers nothing useful. */
const broken = { port: 0, connections: 0 };

async function listen(host: string, at: number, count = () => (connections += 1)): Promise<number> {
  const server = createServer((socket) => {
    count();
    socket.destroy();
  });
  servers.push(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(at, host, () => resolve((server.address() as { port: number }).port));
  });
}

/** The same hosts in every spelling a URL parser or resolver turns into loopback. */
const hostile = () => [
  `https://127.0.0.1:${port}`,
  `https://2130706433:${port}`,
  `https://0x7f000001:${port}`,
  `https://0177.0.0.1:${port}`,
  `https://127.1:${port}`,
  `https://[::ffff:127.0.0.1]:${port}`,
  `https://[::1]:${port}`,
  `https://localhost:${port}`,
  'https://10.0.0.1',
  'https://10.255.1.2:8443/issuer',
  'https://169.254.169.254/latest/meta-data',
  'https://[fd00::1]',
];

beforeAll(async () => {
  broken.port = await listen('127.0.0.1', 0, () => (broken.connections += 1));
  t = await createTestApp({ outboundAllowHosts: [`127.0.0.1:${broken.port}`] });
  port = await listen('127.0.0.1', 0);
  // The same port on IPv6 loopback where the machine has one.
  await listen('::1', port).catch(() => undefined);
  await t.db('companies').where({ id: t.fixtures.aozora.id }).update({ account_type: 'ALL' });
  admin = await t.login('aozora');
});
afterAll(async () => {
  for (const server of servers) server.close();
  await t.destroy();
});

async function saveCompany(data: Record<string, unknown>) {
  await admin.put('/api/admin/settings/company').send({ data }).expect(200);
}

describe('a tenant-set issuer', () => {
  it('pointing at loopback, private or metadata addresses is refused before any connection, anonymously', async () => {
    for (const issuer of hostile()) {
      await saveCompany({
        learningIdIssuerUrl: issuer,
        learningIdClientId: 'learning-client',
        learningIdClientSecret: 'learning-secret',
      });
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const res = await t
          .anonymous()
          .get('/api/v1/auth/oidc/learning/authorization')
          .set('Host', hosts.aozora)
          .query({ redirect_url: `http://${hosts.aozora}/login` });
        expect([issuer, res.body.status]).toEqual([issuer, Status.externalBookServiceFailed]);
      }
    }
    expect(connections).toBe(0);
  });
});

describe('a failed discovery', () => {
  it('is remembered for a minute: anonymous calls cannot make the server call the issuer each time', async () => {
    await saveCompany({
      learningIdIssuerUrl: `https://127.0.0.1:${broken.port}`,
      learningIdClientId: 'learning-client',
      learningIdClientSecret: 'learning-secret',
    });
    const authorize = () =>
      t
        .anonymous()
        .get('/api/v1/auth/oidc/learning/authorization')
        .set('Host', hosts.aozora)
        .query({ redirect_url: `http://${hosts.aozora}/login` })
        .expect(502);
    for (let i = 0; i < 5; i += 1) await authorize();
    expect(broken.connections).toBe(1);
    t.clock.advance(FAILED_DISCOVERY_TTL_MS);
    await authorize();
    expect(broken.connections).toBe(2);
  });
});

describe('a tenant-set learning payment API', () => {
  it("is refused before any connection by the payment settings' verify action", async () => {
    await saveCompany({
      learningIdIssuerUrl: 'https://learning.example.test',
      learningIdClientId: 'learning-client',
      learningIdClientSecret: 'learning-secret',
    });
    for (const learningPaymentUrl of hostile()) {
      const res = await admin
        .post('/api/admin/settings/payment/verify')
        .send({ data: { paymentGateway: 'LEARNING_ID', learningPaymentUrl } });
      expect([learningPaymentUrl, res.body.status]).toEqual([
        learningPaymentUrl,
        Status.paymentServiceUnreachable,
      ]);
    }
    expect(connections).toBe(0);
  });
});
