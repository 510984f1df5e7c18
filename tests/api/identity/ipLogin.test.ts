import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/src/app';
import { Role } from '../../../server/src/access/roles';
import { createLogger } from '../../../server/src/http/logging';
import { createTestApp, testAppConfig } from '../../support/app';
import type { TestApp } from '../../support/app';
import { addAccount, setCookie } from './support';

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('sakura');
});
afterEach(async () => {
  await t.reset();
  await t.db('ip_groups').delete();
});
afterAll(() => t.destroy());

/** An IP group of sakura for `first`..`last` (dotted IPv4) signing in as a roleLevel 4 account. */
async function addIpGroup(first: string, last: string) {
  const account = await addAccount(t, t.fixtures.sakura.id, { roleLevel: Role.IP });
  const at = t.clock.now().toISOString();
  await t.db('ip_groups').insert({
    id: randomUUID(),
    company_id: t.fixtures.sakura.id,
    name: `group ${first}`,
    cidr: `${first}/32`,
    range_start: toNumber(first),
    range_end: toNumber(last),
    user_id: account.id,
    created_at: at,
    updated_at: at,
  });
  return account;
}

function toNumber(address: string): number {
  return address.split('.').reduce((sum, octet) => sum * 256 + Number(octet), 0);
}

async function allowIpLogin(options: { loginByIpAddress: boolean; autoLoginByIpAddress: boolean }) {
  await admin.put('/api/admin/settings/company').send({ data: options }).expect(200);
}

const manual = (agent: TestAgent) => agent.post('/api/v1/auth/ip-address-login');
const auto = (agent: TestAgent) => agent.post('/api/v1/auth/ip-address-auto-login');
const body = { path: 'sakura', keep_login: true, client_ip_address: '127.0.0.1' };

describe('sign-in by IP address', () => {
  it('signs in as the IP account of the group whose range holds the caller', async () => {
    await allowIpLogin({ loginByIpAddress: true, autoLoginByIpAddress: true });
    const account = await addIpGroup('127.0.0.0', '127.0.0.255');
    const res = await manual(t.anonymous()).send(body).expect(200);
    expect(res.body.data.user).toMatchObject({
      id: account.id,
      role_level: Role.IP,
      login_type: 'ip_address',
    });
    expect(setCookie(res, 'hd_sakura')).toMatch(/Max-Age=31536000/);
    const automatic = await auto(t.anonymous()).send(body).expect(200);
    expect(automatic.body.data.user.login_type).toBe('auto_ip_address');
  });

  it('answers 421 to the button and 431 to the automatic attempt outside every range', async () => {
    await allowIpLogin({ loginByIpAddress: true, autoLoginByIpAddress: true });
    await addIpGroup('10.0.0.0', '10.0.0.255');
    // The address in the body is never believed.
    const res = await manual(t.anonymous()).send({ ...body, client_ip_address: '10.0.0.7' });
    expect(res.body).toMatchObject({ status: 421, message_key: 'api.error.421' });
    expect(setCookie(res, 'hd_sakura')).toBeUndefined();
    const quiet = await auto(t.anonymous()).send({ ...body, client_ip_address: '10.0.0.7' });
    expect(quiet.body).toMatchObject({ status: 431, message_key: 'api.error.431' });
  });

  it('follows the company settings', async () => {
    await addIpGroup('127.0.0.1', '127.0.0.1');
    await allowIpLogin({ loginByIpAddress: false, autoLoginByIpAddress: false });
    expect((await manual(t.anonymous()).send(body)).body.status).toBe(888);
    expect((await auto(t.anonymous()).send(body)).body.status).toBe(431);
    await allowIpLogin({ loginByIpAddress: true, autoLoginByIpAddress: false });
    await manual(t.anonymous()).send(body).expect(200);
    expect((await auto(t.anonymous()).send(body)).body.status).toBe(431);
  });

  it('refuses a stopped IP account', async () => {
    await allowIpLogin({ loginByIpAddress: true, autoLoginByIpAddress: true });
    const account = await addIpGroup('127.0.0.1', '127.0.0.1');
    await t.db('users').where({ id: account.id }).update({ status: 1 });
    expect((await manual(t.anonymous()).send(body)).body.status).toBe(421);
  });

  it('ignores a forged X-Forwarded-For without a trusted proxy and honours it with one', async () => {
    await allowIpLogin({ loginByIpAddress: true, autoLoginByIpAddress: true });
    const account = await addIpGroup('203.0.113.0', '203.0.113.255');
    const forged = await manual(t.anonymous()).set('X-Forwarded-For', '203.0.113.9').send(body);
    expect(forged.body.status).toBe(421);

    // One proxy hop in front: its X-Forwarded-For names the client.
    const behindProxy = createApp({
      db: t.db,
      clock: t.clock,
      config: { ...testAppConfig(t.dataDir), trustProxy: 1 },
      logger: createLogger('silent'),
    });
    const res = await manual(supertest.agent(behindProxy))
      .set('X-Forwarded-For', '203.0.113.9')
      .send(body)
      .expect(200);
    expect(res.body.data.user.id).toBe(account.id);
    // Only the last hop counts: an address the client prepends is not believed either.
    const spoofed = await manual(supertest.agent(behindProxy))
      .set('X-Forwarded-For', '203.0.113.9, 198.51.100.1')
      .send(body);
    expect(spoofed.body.status).toBe(421);
  });
});
