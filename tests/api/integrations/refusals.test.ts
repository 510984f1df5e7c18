import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CALLS_PER_MINUTE } from '../../../server/src/integrations';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createContent } from '../../support/contents';
import { createReader } from '../../support/readers';
import { bearerClient, expectRefusal, makeToken } from './support';
import type { Token } from './support';

/** Who an integration token is refused to: revoked, another tenant, malformed, too many calls. */
let t: TestApp;
let send: ReturnType<typeof bearerClient>;
let read: Token;

beforeAll(async () => {
  t = await createTestApp();
  send = bearerClient(t);
  read = await makeToken(t, 'sakura', 'read');
});
afterAll(() => t.destroy());

describe('revocation', () => {
  it('refuses a revoked token on the very next call', async () => {
    const token = await makeToken(t, 'sakura', 'read');
    expect((await send(`Bearer ${token.token}`, 'get', '/contents')).status).toBe(200);
    const admin = await t.login('sakura');
    await admin.delete(`/api/admin/integration-tokens/${token.id}`).expect(200);
    expectRefusal(await send(`Bearer ${token.token}`, 'get', '/contents'), 401);
  });
});

describe('another tenant', () => {
  it('is refused when named, and none of its rows are seen', async () => {
    const aozora = t.fixtures.aozora.id;
    const theirs = await createContent(t, aozora, { title: 'Aozora only' });
    const reader = await createReader(t, aozora);
    const auth = `Bearer ${read.token}`;
    expectRefusal(await send(auth, 'get', `/contents?companyId=${aozora}`), 403);
    expectRefusal(await send(auth, 'get', `/users?companyId=${aozora}`), 403);
    const contents = await send(auth, 'get', '/contents');
    const users = await send(auth, 'get', '/users');
    expect(contents.text).not.toContain(theirs.id);
    expect(users.text).not.toContain(reader.id);
    expect((await send(auth, 'get', `/contents/${theirs.id}`)).status).toBe(404);
    expect((await send(auth, 'get', `/users/${reader.id}`)).status).toBe(404);
  });

  it('refuses a write aimed at another tenant and stores nothing there', async () => {
    const content = await makeToken(t, 'sakura', 'content');
    const aozora = t.fixtures.aozora.id;
    const before = await t.db('content_groups').where({ company_id: aozora }).count({ n: '*' });
    const res = await send(
      `Bearer ${content.token}`,
      'post',
      `/content-groups?companyId=${aozora}`,
      {
        name: 'Planted',
      },
    );
    expectRefusal(res, 403);
    expect(await t.db('content_groups').where({ company_id: aozora }).count({ n: '*' })).toEqual(
      before,
    );
  });
});

describe('malformed bearer values', () => {
  it('answers 401, never 500 and never the cookie session', async () => {
    const admin = await t.login('sakura');
    const session = (await t.db('sessions').orderBy('created_at', 'desc').first()).id;
    const values = [
      'Bearer',
      'Bearer ',
      'Bearer    ',
      `Bearer hnd_${'x'.repeat(10_000)}`,
      `Bearer abc_${read.token.slice(4)}`,
      `Bearer ${read.token.slice(0, -1)}`,
      `Bearer ${read.token} ${read.token}`,
      `Bearer ${read.token}\u00ff`,
      `Bearer ${session}`,
      `bearer%20${read.token}`,
    ];
    for (const value of values) {
      expectRefusal(await send(value, 'get', '/contents'), 401, value.slice(0, 40));
    }
    // A staff cookie beside a bad bearer token does not make the call the staff member's.
    const withCookie = await admin.get('/api/admin/contents').set('Authorization', 'Bearer nope');
    expectRefusal(withCookie, 401);
  });

  it('a NUL byte is refused by the HTTP parser itself, before the app', async () => {
    const server = (t.anonymous() as unknown as { app: Server }).app;
    const { port } = server.address() as AddressInfo;
    const head = await rawRequest(
      port,
      `GET /api/admin/contents HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer hnd_\0x\r\nConnection: close\r\n\r\n`,
    );
    expect(head).toMatch(/^HTTP\/1\.1 4\d\d/);
  });

  it("leaves other schemes to the session (a proxy's Basic in front of the console)", async () => {
    const admin = await t.login('sakura');
    const res = await admin.get('/api/admin/contents').set('Authorization', 'Basic dXNlcjpwYXNz');
    expect(res.status).toBe(200);
  });
});

describe('forged-request guard', () => {
  it('skips bearer calls without cookies, and checks them with cookies', async () => {
    const content = await makeToken(t, 'sakura', 'content');
    const evil = 'https://evil.example';
    const bare = await t
      .anonymous()
      .post('/api/admin/content-groups')
      .set('Authorization', `Bearer ${content.token}`)
      .set('Origin', evil)
      .send({ name: 'From a machine' });
    expect(bare.status, bare.text).toBe(201);
    const admin = await t.login('sakura');
    const withCookie = await admin
      .post('/api/admin/content-groups')
      .set('Authorization', `Bearer ${content.token}`)
      .set('Origin', evil)
      .send({ name: 'Forged' });
    expectRefusal(withCookie, 403);
  });
});

describe('rate limit', () => {
  it(`answers 429 past ${ADMIN_CALLS_PER_MINUTE} calls a minute per token, until the next minute`, async () => {
    const token = await makeToken(t, 'sakura', 'read');
    const other = await makeToken(t, 'sakura', 'read');
    const auth = `Bearer ${token.token}`;
    // The minute's window starts with the first call: no window may end between the calls.
    t.clock.freeze();
    const statuses: number[] = [];
    for (let sent = 0; sent < ADMIN_CALLS_PER_MINUTE; sent += 20) {
      const batch = Array.from({ length: 20 }, () => send(auth, 'get', '/settings'));
      statuses.push(...(await Promise.all(batch)).map((res) => res.status));
    }
    expect(new Set(statuses)).toEqual(new Set([403]));
    expectRefusal(await send(auth, 'get', '/contents'), 429);
    expect((await send(`Bearer ${other.token}`, 'get', '/contents')).status).toBe(200);
    t.clock.advance(60_000);
    expect((await send(auth, 'get', '/contents')).status).toBe(200);
  });
});

function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
