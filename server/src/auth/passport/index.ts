import { Status } from '@hondana/schemas/contracts';
import type { Request, Response } from 'express';
import passport from 'passport';
import type { Company } from '../../access/company';
import { AppError } from '../../errors';
import { providerNames } from '../oidc/providers';
import type { ReaderSignIn } from '../readerSignIn';
import type { AuthService } from '../service';
import { LocalSignInStrategy, ServiceStrategy } from './local';
import type { SignInMethod } from './methods';
import { providerSignIn } from './oidc';
import type { ReaderSignedIn } from './oidc';

export { signInMethods } from './methods';
export type { ReaderSignInMethod, SignInMethod } from './methods';
export type { ReaderSignedIn } from './oidc';

export type StaffSignedIn = Awaited<ReturnType<AuthService['login']>>;

type SignedIn<M extends SignInMethod> = M extends 'staff' ? StaffSignedIn : ReaderSignedIn;

/** One sign-in call: the request, and for a reader the tenant its scope resolved. */
export interface SignInCall {
  req: Request;
  res: Response;
  company?: Company;
}

/**
 * Every sign-in as a passport strategy on an app's own Authenticator (not passport's global
 * one): passport-local for passwords (readers and staff), strategies of our own for the IP
 * sign-ins, openid-client's for Google, Microsoft, the learning service and a tenant's own
 * provider. Each is a thin adapter over its service, which keeps the rules. No passport session: `session: false`, and
 * the route issues our own database session's cookie (sessions.ts) from the result.
 */
export function createSignInPassport(deps: { readerSignIn: ReaderSignIn; staffAuth: AuthService }) {
  const { readerSignIn, staffAuth } = deps;
  const authenticator = new passport.Passport();
  const companies = new WeakMap<Request, Company>();
  const companyOf = (req: Request): Company => {
    const company = companies.get(req);
    if (!company) throw new Error('A reader sign-in is called with its tenant.');
    return company;
  };
  const readerCall = (req: Request) => ({
    company: companyOf(req),
    body: req.body as unknown,
    clientAddress: req.ip,
  });
  const staffCall = (req: Request) => {
    const body = (req.body ?? {}) as { login?: unknown; password?: unknown };
    return { login: body.login, password: body.password, clientAddress: req.ip };
  };

  authenticator.use(
    'password',
    new LocalSignInStrategy(
      { usernameField: 'email', passwordField: 'password_hash' },
      (req) => readerSignIn.password.signIn(readerCall(req)),
      (req) => readerSignIn.password.checkInput(readerCall(req)),
    ),
  );
  for (const [name, mode] of [
    ['ip', 'manual'],
    ['auto-ip', 'auto'],
  ] as const) {
    const signIn = (req: Request) => readerSignIn.ip.signIn({ ...readerCall(req), mode });
    authenticator.use(name, new ServiceStrategy(name, signIn));
  }
  const provider = providerSignIn({ ...readerSignIn, companyOf });
  for (const name of providerNames) {
    authenticator.use(name, new ServiceStrategy(name, provider(name)));
  }
  authenticator.use(
    'staff',
    new LocalSignInStrategy(
      { usernameField: 'login', passwordField: 'password' },
      (req) => staffAuth.login(staffCall(req)),
      (req) => staffAuth.checkInput(staffCall(req)),
    ),
  );

  return {
    /**
     * `passport.authenticate(method, { session: false }, callback)` as a promise of the signed-in
     * result; a refusal rejects with the service's AppError (the catalogue's status and key).
     */
    authenticate<M extends SignInMethod>(method: M, call: SignInCall): Promise<SignedIn<M>> {
      const { req, res, company } = call;
      if (company) companies.set(req, company);
      return new Promise((resolve, reject) => {
        const middleware = authenticator.authenticate(
          method,
          { session: false },
          (err: unknown, user: SignedIn<M> | false) => {
            if (err) reject(err);
            else if (user) resolve(user);
            else reject(new AppError(Status.wrongCredentials));
          },
        ) as (req: Request, res: Response, next: (err?: unknown) => void) => void;
        middleware(req, res, (err?: unknown) => {
          reject(err ?? new Error(`The "${method}" strategy passed the request on.`));
        });
      });
    },

    /** Whether a strategy is registered under `name` (the test holds every method to it). */
    isRegistered(name: string): boolean {
      return Boolean((authenticator as unknown as StrategyLookup)._strategy(name));
    },
  };
}

export type SignInPassport = ReturnType<typeof createSignInPassport>;

/** passport's own lookup of a registered strategy (not in its type declarations). */
interface StrategyLookup {
  _strategy(name: string): passport.Strategy | undefined;
}
