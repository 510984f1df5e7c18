import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../server/src/users/password';
import { Role } from '../../server/src/access/roles';
import { createSessionStore } from '../../server/src/auth/sessions';
import type { TestApp } from './app';

export interface TestReader {
  id: string;
  email: string;
  password: string;
  /** An access token for `X-Access-Token`, valid for one hour of the app's clock. */
  token: string;
}

/**
 * A reader (role USER) of `companyId` with a live session, created directly in the database so
 * content tests do not depend on the sign-in screens.
 */
export async function createReader(
  t: TestApp,
  companyId: string,
  options: { email?: string; password?: string; roleLevel?: number; fullName?: string } = {},
): Promise<TestReader> {
  const id = randomUUID();
  const email = options.email ?? `reader-${id.slice(0, 8)}@example.test`;
  const password = options.password ?? 'Reader-pass1';
  const at = t.clock.now().toISOString();
  await t.db('users').insert({
    id,
    company_id: companyId,
    email,
    username: null,
    full_name: options.fullName ?? 'Test Reader',
    password_hash: await hashPassword(password, 10),
    role_level: options.roleLevel ?? Role.USER,
    lang: 'ja',
    status: 0,
    created_at: at,
    updated_at: at,
  });
  const sessions = createSessionStore({ db: t.db, clock: t.clock, ttlSeconds: 3600 });
  const { token } = await sessions.create({
    id,
    email,
    fullName: options.fullName ?? 'Test Reader',
    roleLevel: options.roleLevel ?? Role.USER,
    companyId,
  });
  return { id, email, password, token };
}

/**
 * Lets anonymous visitors browse and search the tenant of `who` (its admin opens anonymous
 * search, `search.allowAnonymousSearch`): the fixtures' tenants require sign-in, so the
 * public API refuses anonymous callers until then.
 */
export async function openToAnonymous(t: TestApp, who: 'sakura' | 'aozora'): Promise<void> {
  const admin = await t.login(who);
  await admin
    .put('/api/admin/settings/search')
    .send({ data: { allowAnonymousSearch: true } })
    .expect(200);
}
