import { randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Status } from '@hondana/schemas/contracts';
import type { AdminScope } from '../access/scope';
import { staffRoles } from '../access/roles';
import { hashSecret } from '../access/secrets';
import { issueResetToken, RESET_LINK_MINUTES } from '../account/resetTokens';
import type { Clock } from '../clock';
import { toIso } from '../db/json';
import type { ListQuery } from '../db/listPage';
import { isUniqueViolation } from '../db/dialect';
import { AppError } from '../errors';
import type { FieldErrors } from '../errors/AppError';
import { emailProblem, isLang, messages, normaliseEmail, passwordProblem } from '../users/fields';
import { DEFAULT_LOG_N, hashPassword } from '../users/password';
import { revokeSessions } from '../users/repository';
import { addAccount, removeAccount, setPasswordHash, updateAccount } from '../users/writes';
import type { SendStaffMail, StaffMailKind } from './mail';
import type { StaffMember } from './repository';
import { findStaff, isEmailTaken, listStaff } from './repository';
import { assertManagesStaff, requestedRole } from './rules';

/** An invitation stays usable for a week; a reset link for the reader's hour. */
export const INVITE_LINK_MINUTES = 7 * 24 * 60;

export interface StaffDeps {
  db: Knex;
  clock: Clock;
  sendMail: SendStaffMail;
  /** The console's address (`https://admin.example/admin`), from configuration only. */
  consoleUrl: string;
  passwordLogN?: number;
}

/**
 * Staff accounts of a tenant (company admins and service admins). Nobody sets another
 * person's password: a new account gets an invitation mail and a reset sends a link, both to
 * the console's set-password page, so no password or hash ever passes through an admin.
 */
export function createStaffService({
  db,
  clock,
  sendMail,
  consoleUrl,
  passwordLogN = DEFAULT_LOG_N,
}: StaffDeps) {
  async function existing(scope: AdminScope, id: string): Promise<StaffMember> {
    const roles = assertManagesStaff(scope.actor);
    const member = await findStaff(db, scope.company.id, roles, id);
    if (!member) throw AppError.notFound('Staff member not found.');
    return member;
  }

  function editable(input: unknown) {
    const body = (input ?? {}) as Record<string, unknown>;
    const errors: FieldErrors = {};
    const fullName = typeof body.fullName === 'string' ? body.fullName.trim() : '';
    if (!fullName) errors.fullName = messages.required;
    else if (fullName.length > 255 || fullName.includes('\u0000'))
      errors.fullName = messages.nameLong;
    const lang = body.lang === undefined ? 'ja' : body.lang;
    if (typeof lang !== 'string' || !isLang(lang)) errors.lang = messages.lang;
    const status = body.status === undefined ? 0 : body.status;
    if (status !== 0 && status !== 1) errors.status = messages.status;
    return { errors, value: { fullName, lang: lang as string, status: status as number } };
  }

  async function mailLink(scope: AdminScope, member: StaffMember, kind: StaffMailKind) {
    const minutes = kind === 'invite' ? INVITE_LINK_MINUTES : RESET_LINK_MINUTES;
    const token = await issueResetToken(db, member, clock.now(), minutes);
    const link = `${consoleUrl}/set-password?token=${encodeURIComponent(token)}`;
    await sendMail({
      kind,
      member,
      tenantName: scope.company.name,
      link,
      expiresInMinutes: minutes,
    });
  }

  return {
    async list({ scope, query }: { scope: AdminScope; query: ListQuery }) {
      return listStaff(db, scope.company.id, assertManagesStaff(scope.actor), query);
    },

    async getOne({ scope, id }: { scope: AdminScope; id: string }) {
      return existing(scope, id);
    },

    /** A new company or service admin of the scope's tenant, invited by mail. */
    async create({ scope, input }: { scope: AdminScope; input: unknown }) {
      const body = (input ?? {}) as Record<string, unknown>;
      const roleLevel = requestedRole(scope.actor, body.roleLevel);
      const { errors, value } = editable(body);
      const email = typeof body.email === 'string' ? normaliseEmail(body.email) : '';
      const emailError = email ? emailProblem(email) : messages.required;
      if (emailError) errors.email = emailError;
      if (Object.keys(errors).length)
        throw AppError.badRequest(errors, 'Some fields are not valid.');
      const taken = () =>
        new AppError(Status.emailExists, {
          fieldErrors: { email: 'This e-mail is already used.' },
        });
      if (await isEmailTaken(db, scope.company.id, email, [...staffRoles])) throw taken();
      const id = randomUUID();
      const now = clock.now().toISOString();
      // Unusable until the invitation is followed: a hash of random bytes nobody knows.
      const placeholder = await hashPassword(randomBytes(32).toString('hex'), passwordLogN);
      try {
        await addAccount(db, {
          id,
          company_id: scope.company.id,
          email,
          username: null,
          full_name: value.fullName,
          lang: value.lang,
          status: value.status,
          password_hash: placeholder,
          role_level: roleLevel,
          created_at: now,
          updated_at: now,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw taken();
        throw err;
      }
      const member = await existing(scope, id);
      await mailLink(scope, member, 'invite');
      return member;
    },

    /** Name, language and status (1 blocks the account and ends its sessions at once). */
    async update({ scope, id, input }: { scope: AdminScope; id: string; input: unknown }) {
      // A member outside the caller's scope is a 404 before anything is read from the input.
      await existing(scope, id);
      const { errors, value } = editable(input);
      if (Object.keys(errors).length)
        throw AppError.badRequest(errors, 'Some fields are not valid.');
      const now = clock.now().toISOString();
      await db.transaction((trx) =>
        updateAccount(
          trx,
          { id },
          { full_name: value.fullName, lang: value.lang, status: value.status },
          now,
        ),
      );
      return existing(scope, id);
    },

    /** Mails a one-time link to choose a new password; the old one keeps working until then. */
    async sendReset({ scope, id }: { scope: AdminScope; id: string }) {
      const member = await existing(scope, id);
      await mailLink(scope, member, 'reset');
      return member;
    },

    async remove({ scope, id }: { scope: AdminScope; id: string }) {
      const member = await existing(scope, id);
      await removeAccount(db, { id });
      return member;
    },

    /**
     * The console's set-password page: the link's token (600 unknown or used, 603 expired)
     * and a strong password (staff always get the strict rule). Every session of the account
     * ends, and the token cannot be used again.
     */
    async setPassword({ token, password }: { token: unknown; password: unknown }) {
      if (typeof token !== 'string' || !token || token.length > 200) {
        throw new AppError(Status.invalidToken);
      }
      const problem =
        typeof password === 'string' ? passwordProblem(password, true) : messages.required;
      if (problem) throw AppError.badRequest({ password: problem });
      const now = clock.now();
      const row = await db('password_resets')
        .join('users', 'users.id', 'password_resets.user_id')
        .where('password_resets.token_hash', hashSecret(token))
        .whereIn('users.role_level', staffRoles)
        .first(
          'password_resets.id',
          'password_resets.user_id',
          'expires_at',
          'used_at',
          'users.email',
        );
      if (!row || row.used_at) throw new AppError(Status.invalidToken);
      if ((toIso(row.expires_at) ?? '') <= now.toISOString())
        throw new AppError(Status.linkExpired);
      const hash = await hashPassword(password as string, passwordLogN);
      const at = now.toISOString();
      await db.transaction(async (trx) => {
        const used = await trx('password_resets')
          .where({ id: row.id })
          .whereNull('used_at')
          .update({ used_at: at });
        if (used !== 1) throw new AppError(Status.invalidToken);
        await setPasswordHash(trx, { id: String(row.user_id) }, hash, at);
        await revokeSessions(trx, String(row.user_id), at);
      });
      // The mail went to this address, so naming it tells the link's holder nothing new; the
      // set-password page signs in with it instead of asking for it again.
      return { email: String(row.email) };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
