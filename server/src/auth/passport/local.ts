import passport from 'passport';
import type { Request } from 'express';
import { Strategy as LocalStrategy } from 'passport-local';
import type { IStrategyOptionsWithRequest } from 'passport-local';

/**
 * A strategy whose credential is the request itself (the IP sign-ins: the caller's address):
 * `signIn` is the whole service call, its result the user, its refusal passport's error.
 */
export class ServiceStrategy<User> extends passport.Strategy {
  constructor(
    override readonly name: string,
    private readonly signIn: (req: Request) => Promise<User>,
  ) {
    super();
  }

  override authenticate(req: Request): void {
    this.signIn(req).then(
      (user) => this.success(user as Express.User),
      (err: Error) => this.error(err),
    );
  }
}

/**
 * passport-local over a service's sign-in: the verify step is the service call, so the
 * lockout, throttle, decoy timing and the catalogue's answers stay the service's. passport-local
 * itself fails a body without both fields before verifying; `checkInput` (the service's own
 * input check) answers that case, so it gets the same 400 with field errors (or 888) as before.
 */
export class LocalSignInStrategy<User> extends LocalStrategy {
  constructor(
    fields: Pick<IStrategyOptionsWithRequest, 'usernameField' | 'passwordField'>,
    signIn: (req: Request) => Promise<User>,
    private readonly checkInput: (req: Request) => unknown,
  ) {
    super({ ...fields, passReqToCallback: true }, (req, _login, _password, done) => {
      signIn(req).then((user) => done(null, user as Express.User), done);
    });
  }

  override authenticate(req: Request, options?: object): void {
    const missingCredentials = this.fail.bind(this);
    // Only passport-local's own check fails: the verify step answers with the service's error.
    this.fail = (challenge: unknown, status?: number) => {
      try {
        this.checkInput(req);
      } catch (err) {
        return this.error(err as Error);
      }
      missingCredentials(challenge, status as number);
    };
    super.authenticate(req, options);
  }
}
