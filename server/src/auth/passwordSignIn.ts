import { Status } from '@hondana/schemas/contracts';
import type { Company } from '../access/company';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import type { SettingsService } from '../settings/service';
import type { SessionStore } from './sessions';
import { AppError } from '../errors';
import { isPasswordDigest } from '../users/password';
import { verifyReaderAccount } from './readerAccounts';
import { createReaderLogin } from './readerLogin';
import type { ReaderSignInResult } from './readerLogin';
import { assertSignInOffered, flag } from './signInRules';
import { createSignInGuard } from './signInGuard';

export interface PasswordSignInInput {
  company: Company;
  /** The request body: email, password_hash, keep_login, is_mobile_app. */
  body: unknown;
  /** The caller's address as the trusted proxies report it (`req.ip`). */
  clientAddress: string | undefined;
}

/**
 * `POST /auth/login`: a reader of this tenant signs in with e-mail or username and the
 * password digest. Unknown account and wrong password give the same 421 and both count
 * towards the lockout (425) and the throttles (429) of `signInGuard.ts`. A tenant that signs
 * its readers in only at its own OpenID provider ("OIDC only") answers 892 instead.
 */
export function createPasswordSignIn(ctx: {
  db: Knex;
  clock: Clock;
  sessions: SessionStore;
  settings: SettingsService;
  passwordLogN: number;
}) {
  const guard = createSignInGuard(ctx);
  const readerLogin = createReaderLogin(ctx);

  /** What signIn checks before any account is looked at: 888, then 400 with field errors. */
  function checkInput({ company, body }: Pick<PasswordSignInInput, 'company' | 'body'>) {
    assertSignInOffered(company);
    return parseInput(body);
  }

  return {
    checkInput,

    async signIn({
      company,
      body,
      clientAddress,
    }: PasswordSignInInput): Promise<ReaderSignInResult> {
      const input = checkInput({ company, body });
      // "OIDC only": the tenant's readers sign in at its own provider; no password is tried,
      // so none counts towards the lockout either.
      const options = (await ctx.settings.resolvePublic(company.id)).settings.company;
      if (options.oidcOnly) throw new AppError(Status.passwordSignInOff);
      const attempt = {
        realm: `reader:${company.id}`,
        identifier: input.identifier,
        clientAddress,
      };
      await guard.admit(attempt);

      const account = await verifyReaderAccount(
        ctx.db,
        company,
        input.identifier,
        input.digest,
        ctx.passwordLogN,
      );
      if (!account) throw await guard.failed(attempt);
      await guard.succeeded(attempt);
      if (account.status !== 0) throw new AppError(Status.userBlocked);
      if (account.loginMethod === 'IP') throw new AppError(Status.groupSignsInByIp);
      return readerLogin.signIn({
        company,
        userId: account.id,
        loginType: account.loginType,
        keepLogin: input.keepLogin,
        isMobileApp: input.isMobileApp,
      });
    },
  };
}

function parseInput(body: unknown) {
  const {
    email,
    password_hash: digest,
    keep_login,
    is_mobile_app,
  } = (body ?? {}) as Record<string, unknown>;
  const identifier = typeof email === 'string' ? email.trim() : '';
  const errors: Record<string, string> = {};
  if (!identifier) errors.email = 'Required.';
  else if (identifier.length > 255) errors.email = 'At most 255 characters.';
  if (digest === undefined || digest === '') errors.password_hash = 'Required.';
  else if (!isPasswordDigest(digest)) {
    errors.password_hash = 'Must be the hex SHA-256 of the password.';
  }
  if (Object.keys(errors).length > 0) throw AppError.badRequest(errors);
  return {
    identifier,
    digest: digest as string,
    keepLogin: flag(keep_login, false),
    isMobileApp: flag(is_mobile_app, false),
  };
}
