import { Status } from '@hondana/schemas/contracts';
import type { Company } from '../access/company';
import type { Knex } from 'knex';
import type { SettingsService } from '../settings/service';
import type { SessionStore } from './sessions';
import { AppError } from '../errors';
import { matchAddress } from '../ipGroups';
import { ipv4Number } from './clientAddress';
import { createReaderLogin } from './readerLogin';
import type { ReaderSignInResult } from './readerLogin';
import { Role } from '../access/roles';
import { assertSignInOffered, flag } from './signInRules';

export type IpSignInMode = 'manual' | 'auto';

export interface IpSignInInput {
  company: Company;
  mode: IpSignInMode;
  /** The request body: keep_login, is_mobile_app (its client_ip_address is never read). */
  body: unknown;
  /** The caller's address as the trusted proxies report it (`req.ip`). */
  clientAddress: string | undefined;
}

/**
 * `POST /auth/ip-address-login` and `/auth/ip-address-auto-login`: the caller's address
 * (`req.ip` as the route passes it, never `client_ip_address` from the body) signs in as the
 * roleLevel 4 account of the tenant's IP group that holds it. No match: 421 for the button, 431 for the automatic
 * attempt (the reader ignores 431 silently).
 */
export function createIpSignIn(ctx: {
  db: Knex;
  sessions: SessionStore;
  settings: SettingsService;
}) {
  const readerLogin = createReaderLogin(ctx);

  return {
    async signIn({
      company,
      mode,
      body,
      clientAddress,
    }: IpSignInInput): Promise<ReaderSignInResult> {
      const noMatch = new AppError(
        mode === 'auto' ? Status.notAutoSignedIn : Status.wrongCredentials,
      );
      assertSignInOffered(company);
      const options = (await ctx.settings.resolvePublic(company.id)).settings.company;
      if (mode === 'auto' && !options.autoLoginByIpAddress) throw noMatch;
      if (mode === 'manual' && !options.loginByIpAddress)
        throw new AppError(Status.signInMethodUnavailable);

      const address = ipv4Number(clientAddress);
      const group = address === null ? null : await matchAddress(ctx.db, company.id, address);
      if (!group) throw noMatch;
      const account = await ctx
        .db('users')
        .where({ id: group.userId, company_id: company.id, role_level: Role.IP, status: 0 })
        .whereNull('cancelled_at')
        .first('id');
      if (!account) throw noMatch;
      const fields = (body ?? {}) as Record<string, unknown>;
      return readerLogin.signIn({
        company,
        userId: account.id,
        loginType: mode === 'auto' ? 'auto_ip_address' : 'ip_address',
        keepLogin: flag(fields.keep_login, false),
        isMobileApp: flag(fields.is_mobile_app, false),
      });
    },
  };
}
