import { Role, Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Company } from '../access/company';
import type { Actor } from '../access/roles';
import type { Clock } from '../clock';
import { createRateLimit } from '../db/rateLimits';
import { AppError } from '../errors';
import { hashSecret } from '../access/secrets';
import { secretPattern } from './service';
import { bearerToken } from '../access/bearer';

/** Wrong credentials one address may send per window before 429 (a right one gives its hit back). */
export const MAX_FAILURES_PER_ADDRESS = 30;
/** Requests one app password may make per minute: a catalogue client, not a scraper. */
export const MAX_REQUESTS_PER_PASSWORD = 300;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const USE_WINDOW_MS = 60 * 1000;
/** `last_used_at` is written at most once a minute per password, not on every request. */
const LAST_USED_EVERY_MS = 60 * 1000;

/** A reader signed in by an app password: a reading scope only, in the reader's language. */
export interface AppPasswordReader extends Actor {
  lang: string;
  appPasswordId: string;
}

/**
 * Reads `Authorization` on a tenant's OPDS call: HTTP Basic (the reader's e-mail or login id,
 * and an app password) or `Bearer <app password>`. Looked up on every request, never cached,
 * so a revoked password, a blocked reader or a closed account is refused at once. No header:
 * null (the caller answers 401 with the authentication document).
 */
export function createAppPasswordSignIn({ db, clock }: { db: Knex; clock: Clock }) {
  const failures = createRateLimit(
    { db, clock },
    { name: 'app-password:address', limit: MAX_FAILURES_PER_ADDRESS, windowMs: FAILURE_WINDOW_MS },
  );
  const uses = createRateLimit(
    { db, clock },
    { name: 'app-password:use', limit: MAX_REQUESTS_PER_PASSWORD, windowMs: USE_WINDOW_MS },
  );

  return async function authenticate({
    company,
    authorization,
    address,
  }: {
    company: Company;
    authorization: string | undefined;
    address: string;
  }): Promise<AppPasswordReader | null> {
    if (!authorization) return null;
    const credentials = parseAuthorization(authorization);
    // Reserved before the lookup, so parallel guesses cannot pass the limit.
    if (!(await failures.take(address))) throw new AppError(Status.tooManyRequests);
    const found = credentials && (await lookUp(db, company, credentials));
    if (!found) throw AppError.unauthorized();
    await failures.giveBack(address);
    if (!(await uses.take(found.appPasswordId))) throw new AppError(Status.tooManyRequests);
    await stampLastUsed(db, clock, found.appPasswordId, found.lastUsedAt);
    return found.reader;
  };
}

export type AppPasswordSignIn = ReturnType<typeof createAppPasswordSignIn>;

interface Credentials {
  login: string | null;
  secret: string;
}

/** Basic `login:secret` or Bearer `secret`; null for anything else. */
function parseAuthorization(header: string): Credentials | null {
  const bearer = bearerToken(header);
  if (bearer !== null) return secretPattern.test(bearer) ? { login: null, secret: bearer } : null;
  const [scheme, value = '', ...rest] = header.trim().split(/\s+/);
  if (rest.length || !scheme) return null;
  if (scheme.toLowerCase() !== 'basic' || !/^[A-Za-z0-9+/]{1,2048}={0,2}$/.test(value)) return null;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  const secret = decoded.slice(colon + 1);
  return secretPattern.test(secret) ? { login: decoded.slice(0, colon), secret } : null;
}

interface Found {
  reader: AppPasswordReader;
  appPasswordId: string;
  lastUsedAt: Date | null;
}

async function lookUp(db: Knex, company: Company, credentials: Credentials): Promise<Found | null> {
  const row = await db('app_passwords as p')
    .join('users as u', 'u.id', 'p.user_id')
    .where('p.token_hash', hashSecret(credentials.secret))
    .where('p.company_id', company.id)
    .where('u.company_id', company.id)
    .whereNull('p.revoked_at')
    .where('u.status', 0)
    .whereNull('u.cancelled_at')
    .where('u.role_level', Role.USER)
    .first(
      'p.id as app_password_id',
      'p.last_used_at',
      'u.id',
      'u.email',
      'u.username',
      'u.full_name',
      'u.role_level',
      'u.lang',
    );
  if (!row) return null;
  // With Basic, the login must name the password's own reader (either of their sign-in names).
  if (credentials.login !== null) {
    const login = credentials.login.trim().toLowerCase();
    const names = [row.email, row.username].filter(Boolean).map((n: string) => n.toLowerCase());
    if (!names.includes(login)) return null;
  }
  return {
    appPasswordId: row.app_password_id,
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null,
    reader: {
      id: row.id,
      email: row.email,
      fullName: row.full_name,
      roleLevel: Number(row.role_level),
      companyId: company.id,
      lang: row.lang === 'en' ? 'en' : 'ja',
      appPasswordId: row.app_password_id,
    },
  };
}

async function stampLastUsed(db: Knex, clock: Clock, id: string, lastUsedAt: Date | null) {
  const now = clock.now();
  if (lastUsedAt && now.getTime() - lastUsedAt.getTime() < LAST_USED_EVERY_MS) return;
  await db('app_passwords').where({ id }).update({ last_used_at: now.toISOString() });
}
