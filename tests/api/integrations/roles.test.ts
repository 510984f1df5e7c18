import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createContent, createGroup } from '../../support/contents';
import { bearerClient, expectRefusal, makeToken } from './support';
import type { Token } from './support';

/** What each role of an integration token may call on the admin API (issue 35). */
let t: TestApp;
const answers: Response[] = [];
const call = (token: Token) => {
  const send = bearerClient(t, answers);
  return (method: Parameters<typeof send>[1], path: string, body?: unknown) =>
    send(`Bearer ${token.token}`, method, path, body);
};
const tokens: Token[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

async function tokenOf(role: Parameters<typeof makeToken>[2]) {
  const token = await makeToken(t, 'sakura', role);
  tokens.push(token);
  return call(token);
}

describe('a `read` token', () => {
  it('lists contents and users of its tenant', async () => {
    const read = await tokenOf('read');
    const content = await createContent(t, t.fixtures.sakura.id, { title: 'Read by a machine' });
    const contents = await read('get', '/contents');
    expect(contents.status).toBe(200);
    expect(contents.body.map((c: { id: string }) => c.id)).toContain(content.id);
    expect(contents.headers['content-range']).toBeDefined();
    const users = await read('get', '/users');
    expect(users.status).toBe(200);
    expect(Array.isArray(users.body)).toBe(true);
    expect((await read('get', `/contents/${content.id}`)).status).toBe(200);
  });

  it('writes nothing, and reaches no settings, payment, staff, token or webhook route', async () => {
    const read = await tokenOf('read');
    const before = await t.db('content_groups').count({ n: '*' }).first();
    expectRefusal(await read('post', '/content-groups', { name: 'Not mine' }), 403);
    expectRefusal(
      await read('post', '/users', { email: 'x@sakura.test', password: 'Pass-word1' }),
      403,
    );
    expect(await t.db('content_groups').count({ n: '*' }).first()).toEqual(before);
    for (const path of [
      '/settings',
      '/settings/payment',
      '/settings/mail',
      '/payment-mode',
      '/staff',
      '/integration-tokens',
      '/webhook-endpoints',
      '/webhook-deliveries',
      '/companies',
      '/auth/me',
    ]) {
      expectRefusal(await read('get', path), 403, path);
    }
    expectRefusal(await read('put', '/settings/payment', {}), 403);
    expectRefusal(await read('post', '/integration-tokens', { name: 'More', role: 'users' }), 403);
  });
});

describe('a `content` token', () => {
  it('creates and updates a content group; the link it makes names no user', async () => {
    const content = await tokenOf('content');
    const made = await content('post', '/content-groups', { name: 'Machine group' });
    expect(made.status, made.text).toBe(201);
    const changed = await content('put', `/content-groups/${made.body.id}`, {
      ...made.body,
      name: 'Machine group, renamed',
    });
    expect(changed.status, changed.text).toBe(200);
    const row = await t.db('content_groups').where({ id: made.body.id }).first();
    expect(row).toMatchObject({ company_id: t.fixtures.sakura.id, name: 'Machine group, renamed' });

    const book = await createContent(t, t.fixtures.sakura.id);
    const link = await content('post', '/content-links', {
      contentId: book.id,
      expiryDate: '2099-12-31',
      allowAnonymous: true,
    });
    expect(link.status, link.text).toBe(201);
    const stored = await t.db('content_links').where({ id: link.body.id }).first();
    expect(stored.created_by).toBeNull();
  });

  it('is refused on users, plans and refunds', async () => {
    const content = await tokenOf('content');
    expectRefusal(await content('post', '/users', { email: 'c@sakura.test' }), 403);
    expectRefusal(await content('post', '/plans', { name: 'Plan' }), 403);
    expectRefusal(await content('post', '/transactions/1/refund', {}), 403);
  });
});

describe('a `users` token', () => {
  it('creates a reader of its tenant, and is refused on contents', async () => {
    const users = await tokenOf('users');
    const made = await users('post', '/users', {
      email: 'machine-made@sakura.test',
      password: 'Machine-pass1',
      lang: 'en',
    });
    expect(made.status, made.text).toBe(201);
    const row = await t.db('users').where({ id: made.body.id }).first();
    expect(row).toMatchObject({
      company_id: t.fixtures.sakura.id,
      email: 'machine-made@sakura.test',
    });
    const group = await createGroup(t, t.fixtures.sakura.id);
    expectRefusal(await users('put', `/content-groups/${group.id}`, { name: 'No' }), 403);
    expectRefusal(await users('post', '/contents', { title: 'No' }), 403);
  });
});

describe('a `reports` token', () => {
  it('is refused on the admin API and still harvests over SUSHI', async () => {
    const key = await makeToken(t, 'sakura', 'reports');
    tokens.push(key);
    expectRefusal(await call(key)('get', '/contents'), 403);
    expectRefusal(await call(key)('get', '/counter-reports/institutions'), 403);
    const members = await t
      .anonymous()
      .get('/api/sushi/r51/members')
      .query({ customer_id: t.fixtures.sakura.id, api_key: key.token });
    expect(members.status, members.text).toBe(200);
  });

  it('an admin API token is no SUSHI key', async () => {
    const [read] = tokens;
    const members = await t
      .anonymous()
      .get('/api/sushi/r51/members')
      .query({ customer_id: t.fixtures.sakura.id, api_key: read.token });
    expect(members.status).toBe(401);
  });
});

describe('the tokens themselves', () => {
  it('are never in an answer: the list and a record give the hint only', async () => {
    const admin = await t.login('sakura');
    const list = await admin.get('/api/admin/integration-tokens').expect(200);
    const one = await admin.get(`/api/admin/integration-tokens/${tokens[0].id}`).expect(200);
    expect(one.body.hint).toBe(tokens[0].token.slice(0, 10));
    expect(one.body).not.toHaveProperty('token');
    for (const res of [list, one, ...answers]) {
      for (const { token } of tokens) expect(res.text ?? '').not.toContain(token);
    }
  });

  it('stamp when they were last used', async () => {
    const row = await t.db('integration_tokens').where({ id: tokens[0].id }).first();
    expect(row.last_used_at).not.toBeNull();
  });
});
