import { Status } from '@hondana/schemas/contracts';
import type { Request, Response } from 'express';
import type { Company } from '../access/company';
import type { Knex } from 'knex';
import type { SettingsService } from '../settings/service';
import type { SessionStore } from './sessions';
import { AppError } from '../errors';
import { matchAddress } from '../ipGroups';
import { ipv4Number } from './clientAddress';
import { createReaderLogin } from './readerLogin';
import type { LoginAnswer } from './readerLogin';
import { Role } from '../access/roles';
import { assertSignInOffered, flag } from './signInRules';

export type IpSignInMode = 'manual' | 'auto';

/**
 * `POST /auth/ip-address-login` and `/auth/ip-address-auto-login`: the caller's address
 * (`req.ip`, never `client_ip_address` from the body) signs in as the roleLevel 4 account of
 * the tenant's IP group that holds it. No match: 421 for the button, 431 for the automatic
 * attempt (the reader ignores 431 silently).
 */
export function createIpSignIn(ctx: {
  db: Knex;
  sessions: SessionStore;
  settings: SettingsService;
}) {
  const readerLogin = createReaderLogin(ctx);

  return {
    async signIn(
      req: Request,
      res: Response,
      company: Company,
      mode: IpSignInMode,
    ): Promise<LoginAnswer> {
      const noMatch = new AppError(mode === 'auto' ? 431 : 421);
      assertSignInOffered(company);
      const options = (await ctx.settings.resolvePublic(company.id)).settings.company;
      if (mode === 'auto' && !options.autoLoginByIpAddress) throw noMatch;
      if (mode === 'manual' && !options.loginByIpAddress)
        throw new AppError(Status.signInMethodUnavailable);

      const address = ipv4Number(req.ip);
      const group = address === null ? null : await matchAddress(ctx.db, company.id, address);
      if (!group) throw noMatch;
      const account = await ctx
        .db('users')
        .where({ id: group.userId, company_id: company.id, role_level: Role.IP, status: 0 })
        .whereNull('cancelled_at')
        .first('id');
      if (!account) throw noMatch;
      const body = (req.body ?? {}) as Record<string, unknown>;
      return readerLogin.signIn({
        req,
        res,
        company,
        userId: account.id,
        loginType: mode === 'auto' ? 'auto_ip_address' : 'ip_address',
        keepLogin: flag(body.keep_login, false),
        isMobileApp: flag(body.is_mobile_app, false),
      });
    },
  };
}
