import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { isStorable } from '../companies/repository';
import { AppError } from '../errors';
import { hashPassword, verifyPassword } from '../users/password';
import type { Actor } from '../access/roles';
import { staffRoles } from '../access/roles';
import type { SessionStore } from './sessions';

export interface AuthServiceDeps {
  db: Knex;
  sessions: SessionStore;
}

export interface LoginInput {
  login: unknown;
  password: unknown;
}

/** Hash compared against when the account does not exist, so both failures cost the same. */
let decoyHash: Promise<string> | null = null;

export function createAuthService({ db, sessions }: AuthServiceDeps) {
  return {
    /** Staff sign-in by e-mail or username. Unknown account and wrong password both give 421. */
    async login({ login, password }: LoginInput) {
      if (typeof login !== 'string' || typeof password !== 'string' || !login || !password) {
        throw AppError.badRequest({
          ...(typeof login === 'string' && login ? {} : { login: 'Required.' }),
          ...(typeof password === 'string' && password ? {} : { password: 'Required.' }),
        });
      }
      const identifier = login.trim().toLowerCase();
      if (!isStorable(identifier)) throw new AppError(Status.wrongCredentials);
      const candidates = await db('users')
        .where((q) =>
          q.whereRaw('lower(email) = ?', [identifier]).orWhere('username', login.trim()),
        )
        .whereIn('role_level', staffRoles)
        .where('status', 0)
        .select('id', 'email', 'full_name', 'role_level', 'company_id', 'password_hash');
      if (candidates.length === 0) {
        decoyHash ??= hashPassword('decoy-password');
        await verifyPassword(password, await decoyHash);
        throw new AppError(Status.wrongCredentials);
      }
      for (const row of candidates) {
        if (await verifyPassword(password, row.password_hash)) {
          const actor: Actor = {
            id: row.id,
            email: row.email,
            fullName: row.full_name,
            roleLevel: Number(row.role_level),
            companyId: row.company_id ?? null,
          };
          const session = await sessions.create(actor);
          return { actor, ...session };
        }
      }
      throw new AppError(Status.wrongCredentials);
    },

    logout(token: string) {
      return sessions.revoke(token);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
