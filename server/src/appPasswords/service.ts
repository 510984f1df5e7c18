import { randomUUID } from 'node:crypto';
import { hashSecret, newSecret } from '../access/secrets';
import { MAX_APP_PASSWORD_NAME, MAX_APP_PASSWORDS, Status } from '@hondana/schemas/contracts';
import type { AppPassword, NewAppPassword } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { requireReader } from '../access/policy';
import { Role } from '../access/roles';
import type { ReaderScope } from '../access/scope';
import { AppError } from '../errors';

/** Every secret starts so: a leaked one is recognisable to secret scanners and to people. */
export const SECRET_PREFIX = 'hdap_';
/** The prefix and 32 random bytes in base64url; anything else is refused before a lookup. */
export const secretPattern = /^hdap_[A-Za-z0-9_-]{43}$/;

interface Row {
  id: string;
  name: string;
  hint: string;
  created_at: string | Date;
  last_used_at: string | Date | null;
}

const COLUMNS = ['id', 'name', 'hint', 'created_at', 'last_used_at'];

/**
 * A reader's app passwords (issue 35): made with a name, shown once, listed with when each was
 * made and last used, revoked at once. The only writer of `app_passwords` besides the sign-in's
 * last-used stamp (signIn.ts). Readers (role USER) only: a device reader (an OPEN_TYPE visitor)
 * is no person (401), nor is an IP account (403).
 */
export function createAppPasswords({ db, clock }: { db: Knex; clock: Clock }) {
  function ownerOf(scope: ReaderScope) {
    const reader = requireReader(scope);
    if (reader.isDevice) throw AppError.unauthorized();
    // An institution's shared IP account is no one person: nothing to stamp a copy with.
    if (reader.roleLevel !== Role.USER) throw AppError.forbidden();
    return { companyId: scope.company.id, userId: reader.id };
  }

  const live = (owner: { companyId: string; userId: string }) =>
    db('app_passwords')
      .where({ company_id: owner.companyId, user_id: owner.userId })
      .whereNull('revoked_at');

  return {
    /** `GET /user/app-passwords`: the live ones, newest first. */
    async list({ scope }: { scope: ReaderScope }): Promise<AppPassword[]> {
      const rows: Row[] = await live(ownerOf(scope))
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .select(COLUMNS);
      return rows.map(toAppPassword);
    },

    /** `POST /user/app-passwords`: a new secret, answered this once. */
    async create({
      scope,
      input,
    }: {
      scope: ReaderScope;
      input: unknown;
    }): Promise<NewAppPassword> {
      const owner = ownerOf(scope);
      const name = readName(input);
      const password = newSecret(SECRET_PREFIX);
      const now = clock.now().toISOString();
      const row = {
        id: randomUUID(),
        company_id: owner.companyId,
        user_id: owner.userId,
        name,
        token_hash: hashSecret(password),
        hint: password.slice(-4),
        created_at: now,
      };
      await db.transaction(async (trx) => {
        // The bound is checked in the writing transaction: two parallel creates cannot pass it.
        const counted = await trx('app_passwords')
          .where({ company_id: owner.companyId, user_id: owner.userId })
          .whereNull('revoked_at')
          .count({ n: '*' })
          .first();
        if (Number(counted?.n ?? 0) >= MAX_APP_PASSWORDS) {
          throw new AppError(Status.badRequest, {
            fieldErrors: { name: `At most ${MAX_APP_PASSWORDS} app passwords.` },
          });
        }
        await trx('app_passwords').insert(row);
      });
      return { ...toAppPassword({ ...row, last_used_at: null }), password };
    },

    /** `DELETE /user/app-passwords/{id}`: refused from the next request on; 404 if not theirs. */
    async revoke({ scope, id }: { scope: ReaderScope; id: unknown }): Promise<void> {
      const owner = ownerOf(scope);
      if (typeof id !== 'string' || !uuidPattern.test(id)) {
        throw AppError.notFound('App password not found.');
      }
      const changed = await live(owner)
        .where('id', id)
        .update({ revoked_at: clock.now().toISOString() });
      if (!changed) throw AppError.notFound('App password not found.');
    },
  };
}

export type AppPasswords = ReturnType<typeof createAppPasswords>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The name: text of 1-100 characters without control characters. */
function readName(input: unknown): string {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw AppError.badRequest(undefined, 'The request body must be a JSON object.');
  }
  const raw = (input as Record<string, unknown>).name;
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!name) throw AppError.badRequest({ name: 'Required.' });
  if (name.length > MAX_APP_PASSWORD_NAME) {
    throw AppError.badRequest({ name: `Use at most ${MAX_APP_PASSWORD_NAME} characters.` });
  }
  if (/\p{Cc}/u.test(name)) throw AppError.badRequest({ name: 'No control characters.' });
  return name;
}

function toAppPassword(row: Row): AppPassword {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    createdAt: iso(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
  };
}

function iso(value: string | Date): string {
  return new Date(value).toISOString();
}
