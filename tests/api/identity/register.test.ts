import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

describe('POST /auth/register (spec §7)', () => {
  it('answers the catalogue 403: readers are not signed up through this call', async () => {
    const res = await t
      .anonymous()
      .post('/api/v1/auth/register?path=sakura')
      .send({ email: 'new@sakura.example', password: 'Fresh-pass2' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: 403, message_key: 'api.error.403' });
    const count = await t.db('users').where({ email: 'new@sakura.example' }).count({ n: '*' });
    expect(Number(count[0].n)).toBe(0);
  });

  it('answers 404 for a tenant that does not exist', async () => {
    const res = await t.anonymous().post('/api/v1/auth/register?path=nowhere').send({});
    expect(res.status).toBe(404);
  });
});
