import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';

let t: TestApp;
let admin: TestAgent;
let reader: TestReader;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('sakura');
  reader = await createReader(t, t.fixtures.sakura.id);
});
afterAll(() => t.destroy());

const hostile = ['%00', 'a%00b', '%E0%A4%A', 'x'.repeat(5000), "'; drop table x;--", '..%2F..'];
const bodies: unknown[] = [null, [], 'text', 42, { full_name: ['x'] }, { lang: { a: 1 } }];

describe('account endpoints never answer 5xx to hostile input', () => {
  it.each(hostile)('%s in paths and queries', async (value) => {
    const as = (request: ReturnType<TestAgent['get']>) =>
      request.set('X-Access-Token', reader.token);
    const responses = [
      await as(t.anonymous().get(`/api/v1/user/detail/${value}?path=sakura`)),
      await as(t.anonymous().put(`/api/v1/user/update/${value}?path=sakura`).send({})),
      await as(t.anonymous().delete(`/api/v1/user/cancel/${value}?path=sakura`)),
      await admin.put(`/api/v1/user/reset-password/${value}`),
      await t.anonymous().put(`/api/v1/auth/forgot-password?path=sakura&email=${value}`),
      await t.anonymous().put(`/api/v1/auth/forgot-password?service_path=${value}&email=a`),
    ];
    for (const res of responses) expect(res.status, res.text.slice(0, 200)).toBeLessThan(500);
  });

  it.each(hostile.map((value) => decodeURIComponent(value.replace('%E0%A4%A', 'é'))))(
    '%s in bodies',
    async (value) => {
      const as = (request: ReturnType<TestAgent['put']>) =>
        request.set('X-Access-Token', reader.token);
      const responses = [
        await as(t.anonymous().put(`/api/v1/user/update/${reader.id}?path=sakura`)).send({
          full_name: value,
        }),
        await as(t.anonymous().put(`/api/v1/user/change-email/${reader.id}?path=sakura`)).send({
          new_email: `${value}@example.test`,
        }),
        await as(t.anonymous().put('/api/v1/user/change-password?path=sakura')).send({
          user_id: value,
          old_pass: value,
          new_pass: value,
          confirm_pass: value,
        }),
        await t
          .anonymous()
          .post('/api/v1/auth/reset-password?path=sakura')
          .send({ token: value, new_password: value }),
      ];
      for (const res of responses) expect(res.status, res.text.slice(0, 200)).toBeLessThan(500);
    },
  );

  it.each(bodies.map((body) => [JSON.stringify(body), body]))('body %s', async (_name, body) => {
    const send = (request: ReturnType<TestAgent['put']>) =>
      request
        .set('X-Access-Token', reader.token)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body));
    const responses = [
      await send(t.anonymous().put(`/api/v1/user/update/${reader.id}?path=sakura`)),
      await send(t.anonymous().put(`/api/v1/user/change-email/${reader.id}?path=sakura`)),
      await send(t.anonymous().put('/api/v1/user/change-password?path=sakura')),
      await send(t.anonymous().post('/api/v1/auth/reset-password?path=sakura')),
    ];
    for (const res of responses) {
      expect(res.status, res.text.slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(res.status, res.text.slice(0, 200)).toBeLessThan(500);
    }
  });
});
