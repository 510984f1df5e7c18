// Every sign-in goes through passport (issue 34): each method is a strategy
// registered under its name (server/src/auth/passport), each sign-in route names one, and no
// route calls a sign-in service itself, so none can skip the strategy and its rules.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signInMethods } from '../../server/src/auth/passport/methods';
import { staffRoute } from '../../server/src/api/admin/auth';
import { passwordAndIpRoutes } from '../../server/src/api/v1/auth';
import { providerRoutes } from '../../server/src/api/v1/socialAuth';

const apiFolder = resolve(import.meta.dirname, '..', '..', 'server', 'src', 'api');

/** Calls that sign someone in without passport: the services' own sign-in steps. */
const BYPASSES = [
  /\b(password|ip|passwordSignIn|ipSignIn)\.signIn\(/,
  /\b(readerLogin|login)\.signIn\(/,
  /\b(staffAuth|auth)\.login\(/,
  /\boidc\.(setup|identityOf|accountFor|waitingIdentity|configuration)\(/,
  /from '(passport|passport-local|openid-client(\/passport)?)'/,
];

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('sign-in routes', () => {
  it('name every sign-in method once, and nothing else', () => {
    const named = [
      ...Object.values(passwordAndIpRoutes),
      ...Object.values(providerRoutes),
      ...Object.values(staffRoute),
    ];
    expect([...named].sort()).toEqual([...signInMethods].sort());
  });

  it('sign in only through passport', () => {
    const offences = sourcesUnder(apiFolder).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return BYPASSES.filter((pattern) => pattern.test(source)).map(
        (pattern) => `${relative(apiFolder, file)}: ${pattern.source}`,
      );
    });
    expect(offences).toEqual([]);
  });

  it('catch a route that calls a sign-in service itself', () => {
    const bypass = 'answerSignIn(req, res, company, await readerSignIn.password.signIn(input));';
    expect(BYPASSES.some((pattern) => pattern.test(bypass))).toBe(true);
  });
});
