import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { isStorable } from '../db/storable';
import { AppError } from '../errors';
import { passwordDigest, verifyPassword } from '../users/password';
import type { Actor } from '../access/roles';
import { staffRoles } from '../access/roles';
import type { SessionStore } from './sessions';
import { verifyAgainstDecoy } from './decoy';
import { createSignInGuard } from './signInGuard';

export interface AuthServiceDeps {
  db: Knex;
  clock: Clock;
  sessions: SessionStore;
  /** The cost of stored hashes, which the decoy for unknown accounts matches. */
  passwordLogN: number;
}

export interface LoginInput {
  login: unknown;
  password: unknown;
  /** The caller's address as the trusted proxies report it (`req.ip`). */
  clientAddress: string | undefined;
}

/** Staff identifiers are unique across tenants (a system admin has none), so one realm. */
const STAFF_REALM = 'staff';

export function createAuthService({ db, clock, sessions, passwordLogN }: AuthServiceDeps) {
  const guard = createSignInGuard({ db, clock });

  /** The staff account `login` names whose password is `password`, or null. */
  async function verify(login: string, password: string): Promise<Actor | null> {
    const identifier = login.trim().toLowerCase();
    const candidates = isStorable(identifier)
      ? await db('users')
          .where((q) =>
            q.whereRaw('lower(email) = ?', [identifier]).orWhere('username', login.trim()),
          )
          .whereIn('role_level', staffRoles)
          .where('status', 0)
          .select('id', 'email', 'full_name', 'role_level', 'company_id', 'password_hash')
      : [];
    if (candidates.length === 0) {
      await verifyAgainstDecoy(passwordDigest(password), passwordLogN);
      return null;
    }
    for (const row of candidates) {
      if (!(await verifyPassword(password, row.password_hash))) continue;
      return {
        id: row.id,
        email: row.email,
        fullName: row.full_name,
        roleLevel: Number(row.role_level),
        companyId: row.company_id ?? null,
      };
    }
    return null;
  }

  /** 400 with field errors unless both fields are non-empty strings. */
  function checkInput({ login, password }: Pick<LoginInput, 'login' | 'password'>) {
    if (typeof login !== 'string' || typeof password !== 'string' || !login || !password) {
      throw AppError.badRequest({
        ...(typeof login === 'string' && login ? {} : { login: 'Required.' }),
        ...(typeof password === 'string' && password ? {} : { password: 'Required.' }),
      });
    }
    return { login, password };
  }

  return {
    checkInput,

    /**
     * Staff sign-in by e-mail or username, with the reader's protections (signInGuard.ts):
     * unknown account and wrong password both give 421 after one scrypt, 425 when this source
     * is locked out of the account, 429 when throttled.
     */
    async login({ clientAddress, ...fields }: LoginInput) {
      const { login, password } = checkInput(fields);
      const attempt = { realm: STAFF_REALM, identifier: login.trim(), clientAddress };
      await guard.admit(attempt);
      const actor = await verify(login, password);
      if (!actor) throw await guard.failed(attempt);
      await guard.succeeded(attempt);
      const session = await sessions.create(actor);
      return { actor, ...session };
    },

    logout(token: string) {
      return sessions.revoke(token);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
