import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { hashPassword, passwordDigest } from '../../../server/src/users/password';
import { Role } from '../../../server/src/access/roles';
import { THROTTLE_WINDOW_MS } from '../../../server/src/auth/throttle';
import { createApp } from '../../../server/src/app';
import { createLogger } from '../../../server/src/http/logging';
import { testAppConfig } from '../../support/app';
import type { TestApp } from '../../support/app';

export interface Account {
  id: string;
  email: string;
  username: string;
  password: string;
}

/** A reader account stored directly (no session): sign-in tests open the sessions themselves. */
export async function addAccount(
  t: TestApp,
  companyId: string,
  options: {
    roleLevel?: number;
    status?: number;
    isCancelled?: boolean;
    email?: string;
    username?: string;
  } = {},
): Promise<Account> {
  const id = randomUUID();
  const short = id.slice(0, 8);
  const account = {
    id,
    email: options.email ?? `reader-${short}@example.test`,
    username: options.username ?? `reader_${short}`,
    password: `Pass-${short}`,
  };
  const at = t.clock.now().toISOString();
  await t.db('users').insert({
    id,
    company_id: companyId,
    email: account.email,
    username: account.username,
    full_name: `Reader ${short}`,
    password_hash: await hashPassword(account.password, 10),
    role_level: options.roleLevel ?? Role.USER,
    lang: 'en',
    status: options.status ?? 0,
    cancelled_at: options.isCancelled ? at : null,
    created_at: at,
    updated_at: at,
  });
  return account;
}

/** A PATH tenant with the given account type (removed again by `t.reset()`). */
export async function addCompany(t: TestApp, accountType: string) {
  const id = randomUUID();
  const path = `t${id.slice(0, 8)}`;
  const at = t.clock.now().toISOString();
  await t.db('companies').insert({
    id,
    name: `Tenant ${path}`,
    email: null,
    domain_type: 'PATH',
    domain: null,
    path,
    account_type: accountType,
    max_content: 10,
    max_user: 10,
    status: 'ACTIVE',
    created_at: at,
    updated_at: at,
  });
  return { id, path };
}

/** `POST /api/v1/auth/login` as the reader sends it (the password as its SHA-256). */
export function signIn(
  agent: TestAgent,
  tenant: { path?: string; domain?: string },
  login: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  const request = agent.post('/api/v1/auth/login');
  if (tenant.domain) request.set('Host', tenant.domain);
  return request.send({
    email: login,
    password_hash: passwordDigest(password),
    keep_login: true,
    login_type: 'email',
    path: tenant.path ?? '',
    domain: tenant.domain ?? '',
    ...extra,
  });
}

/** The Set-Cookie line for `name`, or undefined. */
export function setCookie(res: Response, name: string): string | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((line) => line.startsWith(`${name}=`));
}

/**
 * Between sign-in tests: a clean app, no recorded failures and a fresh per-address budget
 * (all requests come from 127.0.0.1).
 */
export async function resetSignIns(t: TestApp) {
  await t.reset();
  await t.db('sign_in_failures').delete();
  t.clock.advance(THROTTLE_WINDOW_MS);
}

/**
 * A second app instance on the same database and clock behind one trusted proxy, so a test
 * can send requests from any client address (`X-Forwarded-For`).
 */
export function behindProxy(t: TestApp) {
  const app = createApp({
    db: t.db,
    clock: t.clock,
    config: { ...testAppConfig(t.dataDir), trustProxy: 1 },
    logger: createLogger('silent'),
  });
  return (address: string) => {
    const agent = supertest.agent(app);
    agent.set('X-Forwarded-For', address);
    return agent;
  };
}
