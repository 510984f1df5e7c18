import { afterAll, beforeAll, describe, it } from 'vitest';
import { adminEndpoints, label, v1Endpoints, v1SearchEndpoints } from './endpoints';
import { createHarness, expectCleanAnswer } from './support';
import type { Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.t.destroy());

/** Header values a client can send: huge, odd bytes (latin-1), traversal, forged tokens. */
const values = [
  'x'.repeat(5000),
  '%00',
  '\u00ff\u00fe',
  '../..',
  "'; drop table users;--",
  ' ',
  'Bearer a.b.c',
  '0',
];
const headers = ['X-Access-Token', 'Host', 'Cookie', 'Accept-Language', 'X-Forwarded-For'];
const gets = [...v1Endpoints, ...v1SearchEndpoints, ...adminEndpoints].filter(
  (e) => e.method === 'get' || e.path.includes('search') || e.path === '/auth/login',
);

describe('hostile request headers never answer 5xx', () => {
  it.each(headers)('%s', async (header) => {
    // One sign-in per header: its probes are reads (and sign-in attempts) that end no session.
    const admin = await h.t.login('sakura');
    for (const e of gets) {
      for (const value of values) {
        const path = e.path.replace('{id}', h.realId(e));
        const url = `/api/${e.isAdmin ? 'admin' : 'v1'}${path}${e.isAdmin ? '' : '?path=sakura'}`;
        const agent = e.as === 'admin' ? admin : h.t.anonymous();
        let request = agent[e.method](url).set(header, value);
        if (e.as === 'reader' && header !== 'X-Access-Token') {
          request = request.set('X-Access-Token', h.reader.token);
        }
        const res = e.method === 'get' ? await request : await request.send({});
        expectCleanAnswer(res, `${label(e)} ${header}: ${value.slice(0, 30)}`);
      }
    }
    // The probes ran signed in throughout: the session outlived every hostile header.
    await admin.get('/api/admin/auth/me').expect(200);
  });
});
