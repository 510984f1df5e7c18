import { expect } from 'vitest';
import type { Response } from 'supertest';
import type { TestApp, Who } from '../../support/app';

export type Role = 'reports' | 'read' | 'content' | 'users';
type Method = 'get' | 'post' | 'put' | 'delete';

export interface Token {
  id: string;
  token: string;
}

/** A new token of `who`'s tenant with `role`, made in the console's way (staff session). */
export async function makeToken(t: TestApp, who: Who, role: Role): Promise<Token> {
  const admin = await t.login(who);
  const res = await admin
    .post('/api/admin/integration-tokens')
    .send({ name: `Machine ${role}`, role })
    .expect(201);
  return { id: res.body.id, token: res.body.token };
}

/**
 * Calls the admin API with `Authorization` set to `authorization` and no cookie, as a machine
 * does; `answers` keeps every answer, so a file can check at the end that no token leaked.
 */
export function bearerClient(t: TestApp, answers: Response[] = []) {
  return async function call(
    authorization: string,
    method: Method,
    path: string,
    body?: unknown,
  ): Promise<Response> {
    let request = t.anonymous()[method](`/api/admin${path}`).set('Authorization', authorization);
    if (body !== undefined) request = request.send(body as object);
    const res = await request;
    answers.push(res);
    return res;
  };
}

/** The catalogue's answer for a refused caller: its numeric status and message key. */
export function expectRefusal(res: Response, status: 401 | 403 | 429, what = '') {
  const context = `${what} → ${res.status} ${res.text.slice(0, 200)}`;
  expect(res.status, context).toBe(status);
  expect(res.type, context).toBe('application/json');
  expect(res.body.status, context).toBe(status);
  expect(res.body.message_key, context).toBe(`api.error.${status}`);
}
