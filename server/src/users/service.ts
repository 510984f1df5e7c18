import { Status } from '@hondana/schemas/contracts';
import { policy } from '../access/policy';
import type { AdminScope } from '../access/scope';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { validateResource } from '@hondana/schemas';
import { DEFAULT_LOG_N, hashPassword } from './password';
import { Role } from '../access/roles';
import type { Clock } from '../clock';
import type { Company } from '../access/company';
import { isPostgres, isUniqueViolation } from '../db/dialect';
import { AppError } from '../errors';
import type { FieldErrors } from '../errors/AppError';
import { assertCompanyRoom, assertGroupRoom } from './limits';
import type { RawUserFields, UserFields } from './input';
import { checkUserFields } from './input';
import { messages, passwordProblem } from './fields';
import { listReaders } from './list';
import { recordBody } from './recordBody';
import type { ListQuery } from './list';
import type { AdminUser } from './repository';
import { findReader, holderOf, revokeSessions } from './repository';
import { addAccount, removeAccount, setPasswordHash, updateAccount } from './writes';
import { companySettingsOf } from './companySettings';
import { exportReadersCsv } from './export';

export interface UserAdminDeps {
  db: Knex;
  clock: Clock;
  /** scrypt cost for passwords set here (tests lower it). */
  passwordLogN?: number;
}

type Input = RawUserFields & { userGroupId?: unknown };

/** Fields of the record that the server owns: never part of a write. */
const SERVER_FIELDS = [
  'id',
  'companyId',
  'isSubscribeMail',
  'isReceiveNotify',
  'cancelledAt',
  'createdAt',
  'updatedAt',
];

/** Reader accounts of a tenant, managed by its company admin or a system admin (spec §6). */
export function createUserAdminService({ db, clock, passwordLogN = DEFAULT_LOG_N }: UserAdminDeps) {
  /**
   * The user resource schema (shared with the console's form) checks the shape; the account
   * rules that depend on the tenant (identifier per account type, strict password) follow.
   */
  async function fields(company: Company, input: unknown, isPasswordRequired: boolean) {
    const body = recordBody(input, SERVER_FIELDS) as Input;
    const shape = validateResource('user', body);
    const settings = await companySettingsOf(db, company.id);
    const { value, errors } = checkUserFields(body, {
      accountType: company.accountType,
      isStrictPassword: settings.strictPassword,
      isPasswordRequired,
    });
    const groupId = typeof body.userGroupId === 'string' ? body.userGroupId : null;
    const problems: FieldErrors = { ...errors, ...(shape.ok ? {} : shape.errors) };
    if (groupId?.includes('\u0000')) problems.userGroupId = messages.text;
    if (Object.keys(problems).length) {
      throw AppError.badRequest(problems, 'Some fields are not valid.');
    }
    return { ...value, userGroupId: groupId };
  }

  /** 413 for a taken e-mail, 407 for a taken username (the spec's "name exists"). */
  async function assertFree(trx: Knex, companyId: string, value: UserFields, exceptId?: string) {
    const emailHolder = value.email && (await holderOf(trx, companyId, 'email', value.email));
    if (emailHolder && emailHolder !== exceptId) {
      throw new AppError(Status.emailExists, {
        fieldErrors: { email: 'This e-mail is already used.' },
      });
    }
    const nameHolder =
      value.username && (await holderOf(trx, companyId, 'username', value.username));
    if (nameHolder && nameHolder !== exceptId) {
      throw new AppError(Status.nameExists, {
        fieldErrors: { username: 'This username is already used.' },
      });
    }
  }

  /** Writes in a transaction that holds the company row on PostgreSQL, so limits cannot race. */
  async function locked<T>(company: Company, work: (trx: Knex.Transaction) => Promise<T>) {
    try {
      return await db.transaction(async (trx) => {
        if (isPostgres(db))
          await trx('companies').where({ id: company.id }).forUpdate().first('id');
        return work(trx);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(Status.emailExists);
      throw err;
    }
  }

  async function existing(company: Company, id: string): Promise<AdminUser> {
    const user = await findReader(db, company.id, id);
    if (!user) throw AppError.notFound('User not found.');
    return user;
  }

  return {
    async list({ scope, query }: { scope: AdminScope; query: ListQuery }) {
      const company = policy.managedUsers(scope);
      return listReaders(db, company.id, query);
    },

    async getOne({ scope, id }: { scope: AdminScope; id: string }) {
      return existing(policy.managedUsers(scope), id);
    },

    async create({ scope, input }: { scope: AdminScope; input: unknown }) {
      const company = policy.managedUsers(scope);
      const value = await fields(company, input, true);
      const passwordHash = await hashPassword(value.password as string, passwordLogN);
      const id = randomUUID();
      const now = clock.now().toISOString();
      await locked(company, async (trx) => {
        await assertFree(trx, company.id, value);
        await assertCompanyRoom(trx, company);
        if (value.userGroupId) await assertGroupRoom(trx, company.id, value.userGroupId);
        await addAccount(trx, {
          id,
          company_id: company.id,
          email: value.email,
          username: value.username,
          full_name: value.fullName,
          lang: value.lang,
          status: value.status,
          user_group_id: value.userGroupId,
          password_hash: passwordHash,
          role_level: Role.USER,
          created_at: now,
          updated_at: now,
        });
      });
      return existing(company, id);
    },

    /** PUT replaces the editable fields; the password changes only through `resetPassword`. */
    async update({ scope, id, input }: { scope: AdminScope; id: string; input: unknown }) {
      const company = policy.managedUsers(scope);
      const before = await existing(company, id);
      const value = await fields(company, input, false);
      const now = clock.now().toISOString();
      await locked(company, async (trx) => {
        await assertFree(trx, company.id, value, id);
        if (value.userGroupId && value.userGroupId !== before.userGroupId) {
          await assertGroupRoom(trx, company.id, value.userGroupId);
        }
        await updateAccount(
          trx,
          { id, companyId: company.id },
          {
            email: value.email,
            username: value.username,
            full_name: value.fullName,
            lang: value.lang,
            status: value.status,
            user_group_id: value.userGroupId,
          },
          now,
        );
      });
      return existing(company, id);
    },

    /** Status 1 stops the account and ends its sessions at once; 0 allows it again. */
    async setStatus({ scope, id, status }: { scope: AdminScope; id: string; status: unknown }) {
      const company = policy.managedUsers(scope);
      await existing(company, id);
      if (status !== 0 && status !== 1) throw AppError.badRequest({ status: 'Use 0 or 1.' });
      const now = clock.now().toISOString();
      // Blocking ends the sessions even of an account already blocked.
      await db.transaction((trx) =>
        updateAccount(trx, { id, companyId: company.id }, { status }, now),
      );
      return existing(company, id);
    },

    /** Sets the password an admin chose; the user's sessions end, so it must be used next. */
    async resetPassword({
      scope,
      id,
      password,
    }: {
      scope: AdminScope;
      id: string;
      password: unknown;
    }) {
      const company = policy.managedUsers(scope);
      await existing(company, id);
      const settings = await companySettingsOf(db, company.id);
      const problem =
        typeof password === 'string'
          ? passwordProblem(password, settings.strictPassword)
          : 'Required.';
      if (problem) throw AppError.badRequest({ password: problem });
      const hash = await hashPassword(password as string, passwordLogN);
      const now = clock.now().toISOString();
      await db.transaction(async (trx) => {
        await setPasswordHash(trx, { id, companyId: company.id }, hash, now);
        await revokeSessions(trx, id, now);
      });
      return existing(company, id);
    },

    /** Every reader of the tenant as CSV (UTF-8 with BOM). */
    async exportCsv({ scope }: { scope: AdminScope }) {
      return exportReadersCsv(db, policy.managedUsers(scope));
    },

    async remove({ scope, id }: { scope: AdminScope; id: string }) {
      const company = policy.managedUsers(scope);
      const user = await existing(company, id);
      await removeAccount(db, { id, companyId: company.id });
      return user;
    },
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
