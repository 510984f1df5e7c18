import { Status } from '@hondana/schemas/contracts';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import type { Company } from '../../access/company';
import { AppError } from '../../errors';
import type { ReaderSignIn } from '../readerSignIn';
import type { AuthService } from '../service';
import { createSignInPassport, signInMethods } from '.';

const company = { id: 'c1', accountType: 'EMAIL' } as Company;
const result = { answer: { access_token: 't' }, session: { token: 't' } };
const refused = new AppError(Status.wrongCredentials);

/** Sign-in services that record what reached them: a strategy is exercised, or nothing is. */
function stubs() {
  const calls: Record<string, unknown>[] = [];
  const record = (name: string, input: unknown) => calls.push({ name, ...(input as object) });
  const readerSignIn = {
    password: {
      async signIn(input: { body: { email?: string } }) {
        record('password', input);
        if (input.body.email === 'wrong@example.test') throw refused;
        return result;
      },
      checkInput: () => {
        throw AppError.badRequest({ email: 'Required.' });
      },
    },
    ip: { signIn: async (input: unknown) => (record('ip', input), result) },
    oidc: {
      setup: async () => {
        throw new AppError(Status.signInMethodUnavailable);
      },
    },
    login: {},
  } as unknown as ReaderSignIn;
  const staffAuth = {
    login: async (input: unknown) => (record('staff', input), { token: 's' }),
    checkInput: () => {
      throw AppError.badRequest({ login: 'Required.' });
    },
  } as unknown as AuthService;
  return { calls, signIn: createSignInPassport({ readerSignIn, staffAuth }) };
}

function call(body: unknown) {
  const req = { body, query: {}, ip: '192.0.2.7', get: () => 'reader.test' } as unknown as Request;
  return { req, res: {} as Response, company };
}

describe('sign-in on passport', () => {
  it('registers a strategy under every sign-in method', () => {
    const { signIn } = stubs();
    for (const method of signInMethods) expect(signIn.isRegistered(method), method).toBe(true);
    expect(signIn.isRegistered('local')).toBe(false);
  });

  it('hands a password sign-in through passport-local to the service, with tenant and address', async () => {
    const { calls, signIn } = stubs();
    const body = { email: 'hana@example.test', password_hash: 'a'.repeat(64) };
    await expect(signIn.authenticate('password', call(body))).resolves.toBe(result);
    expect(calls).toEqual([{ name: 'password', company, body, clientAddress: '192.0.2.7' }]);
  });

  it("answers the service's refusal unchanged, and its input check when a field is missing", async () => {
    const { calls, signIn } = stubs();
    const wrong = { email: 'wrong@example.test', password_hash: 'x' };
    await expect(signIn.authenticate('password', call(wrong))).rejects.toBe(refused);
    // passport-local fails this before verifying; the answer is still the service's 400.
    const missing = signIn.authenticate('password', call({ email: 'hana@example.test' }));
    await expect(missing).rejects.toMatchObject({
      status: 400,
      fieldErrors: { email: 'Required.' },
    });
    await expect(signIn.authenticate('staff', call({}))).rejects.toMatchObject({
      fieldErrors: { login: 'Required.' },
    });
    expect(calls.map((c) => c.name)).toEqual(['password']);
  });

  it('signs in by address (button and automatic) and staff by password', async () => {
    const { calls, signIn } = stubs();
    await signIn.authenticate('ip', call({ keep_login: true }));
    await signIn.authenticate('auto-ip', call(undefined));
    await signIn.authenticate('staff', call({ login: 'admin', password: 'secret' }));
    expect(calls).toMatchObject([
      { name: 'ip', mode: 'manual', company, body: { keep_login: true } },
      { name: 'ip', mode: 'auto', company },
      { name: 'staff', login: 'admin', password: 'secret', clientAddress: '192.0.2.7' },
    ]);
  });

  it('checks a provider return (400) before the tenant offers the provider (888)', async () => {
    const { signIn } = stubs();
    await expect(signIn.authenticate('google', call({}))).rejects.toMatchObject({
      status: 400,
      fieldErrors: { authorizeCode: expect.any(String) },
    });
    const body = { authorize_code: 'code', redirect_url: 'http://reader.test/login' };
    const onDomain = {
      ...call(body),
      company: { ...company, domainType: 'FULL_DOMAIN', domain: 'reader.test' } as Company,
    };
    await expect(signIn.authenticate('microsoft', onDomain)).rejects.toMatchObject({
      fieldErrors: { codeVerifier: expect.any(String) },
    });
    await expect(signIn.authenticate('google', onDomain)).rejects.toMatchObject({
      status: Status.signInMethodUnavailable,
    });
  });
});
