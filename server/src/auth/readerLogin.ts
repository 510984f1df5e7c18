import { Status } from '@hondana/schemas/contracts';
import type { LoginAnswer, Wire } from '@hondana/schemas/contracts';
import type { Company } from '../access/company';
import type { Knex } from 'knex';
import type { SessionStore } from './sessions';
import type { TokenSource } from './middleware';
import { AppError } from '../errors';
import { READER_COOKIE_MAX_AGE } from './readerCookie';
import { loadReaderUser } from './readerUser';
import { readerRoles } from '../access/roles';
import type { ReaderUserView } from './readerUser';

/** Reader sessions last as long as the cookie (one year); console sessions keep SESSION_TTL. */
export const READER_SESSION_TTL = READER_COOKIE_MAX_AGE;
/**
 * Without keep_login the cookie ends with the browser session, which a browser that restores
 * its tabs may never end: the server session is bounded to one day instead (seconds).
 */
export const BROWSER_SESSION_TTL = 24 * 60 * 60;

export interface SignInInput {
  company: Company;
  userId: string;
  /** email, identity, ip_address, auto_ip_address, google_login, microsoft_login, learning_id … */
  loginType: string;
  keepLogin: boolean;
  isMobileApp: boolean;
}

/** A reader sign-in's outcome: the answer's `data`, and what the route puts in the cookie. */
export interface ReaderSignInResult {
  /** The `data` of every sign-in answer (contracts.md §6), snake_case as it goes on the wire. */
  answer: Wire<LoginAnswer>;
  session: { token: string; expiresAt: Date; keepLogin: boolean };
}

/**
 * Opens reader sessions. Every sign-in path (password, IP, Google, Microsoft, learning service)
 * ends here, so they all answer the same shape; the route sets the tenant's cookie.
 */
export function createReaderLogin({ db, sessions }: { db: Knex; sessions: SessionStore }) {
  return {
    /** Signs `userId` in to `company`: a new session and the answer's `data`. */
    async signIn({
      company,
      userId,
      loginType,
      keepLogin,
      isMobileApp,
    }: SignInInput): Promise<ReaderSignInResult> {
      const user = await loadReaderUser(db, company, userId, loginType);
      if (!user || !readerRoles.includes(user.actor.roleLevel))
        throw new AppError(Status.wrongCredentials);
      const ttlSeconds = keepLogin ? READER_SESSION_TTL : BROWSER_SESSION_TTL;
      const session = await sessions.create(user.actor, { ttlSeconds, loginType });
      // The app keeps its own token (a year), so signing out of the web view leaves the app
      // signed in.
      const mobile = isMobileApp
        ? await sessions.create(user.actor, {
            ttlSeconds: READER_SESSION_TTL,
            loginType,
            isMobileApp: true,
          })
        : null;
      return {
        answer: {
          access_token: session.token,
          app_mobile_auth_token: mobile?.token ?? null,
          expire_date: session.expiresAt.toISOString(),
          user: user.view,
        },
        session: { ...session, keepLogin },
      };
    },

    /** The session user behind `token` for `GET /auth/info`. */
    async info(company: Company, userId: string, token: string): Promise<ReaderUserView> {
      const user = await loadReaderUser(db, company, userId, await sessions.loginTypeOf(token));
      if (!user) throw AppError.unauthorized();
      return user.view;
    },

    /** Ends the session on every instance (the database row); never the console's session. */
    async signOut({ token, source }: { token: string | null; source: TokenSource | null }) {
      if (token && source !== 'admin') await sessions.revoke(token);
    },
  };
}

export type ReaderLogin = ReturnType<typeof createReaderLogin>;
