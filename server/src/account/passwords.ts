import { requireReader } from '../access/policy';
import type { ReaderScope } from '../access/scope';
import { Status } from '@hondana/schemas/contracts';
import { policy } from '../access/policy';
import { DEFAULT_LOG_N, hashPassword, verifyPassword } from '../users/password';
import { Role } from '../access/roles';
import type { Actor } from '../access/roles';
import type { Company } from '../access/company';
import { AppError } from '../errors';
import { createLockout } from '../auth/lockout';
import { passwordProblem } from '../users/fields';
import { setPasswordHash } from '../users/writes';
import { assertOwnAccount } from './access';
import { readPasswordChange, readReset } from './input';
import { isStorableUpTo } from '../db/storable';
import type { Account } from './repository';
import { findAccount, findReaderByLogin, revokeSessions } from './repository';
import { resetLink } from './resetLink';
import {
  RESET_LINK_MINUTES,
  findLiveResetToken,
  issueResetToken,
  useResetToken,
  wasMailedRecently,
} from './resetTokens';
import { companySettings } from './tenantSettings';
import type { AccountDeps } from './types';

/** Password change, forgot-password mails (reader and staff) and the reset link. */
interface PasswordChangeCall {
  scope: ReaderScope;
  input: unknown;
  /** The session making the change: the reader's other sessions end, this one stays. */
  currentToken: string | null;
}

interface StaffResetCall {
  actor: Actor | null;
  id: string;
}

export function createPasswordService(deps: AccountDeps) {
  const { db, clock, settings, sendResetMail, companyById, readerBase } = deps;
  const logN = deps.passwordLogN ?? DEFAULT_LOG_N;
  // Wrong current passwords count like failed sign-ins: 5 lock the change for 30 minutes (425),
  // so a stolen session cannot be used to guess the password behind it.
  const changeLockout = createLockout({ db, clock });

  /** 400 with the tenant's policy message (strictPassword) under `field`. */
  async function assertPolicy(companyId: string, password: string, field: string) {
    const { strictPassword } = await companySettings(settings, companyId);
    const problem = passwordProblem(password, strictPassword);
    if (problem) throw AppError.badRequest({ [field]: problem }, problem);
  }

  /**
   * 892 while the tenant signs its readers in only at its own provider ("OIDC only"): a
   * password they could set or change here would open no door, and a reset mail would invite
   * them to try one.
   */
  async function assertPasswordsInUse(companyId: string) {
    if ((await companySettings(settings, companyId)).oidcOnly) {
      throw new AppError(Status.passwordSignInOff);
    }
  }

  async function mailLink(account: Account, company: Company) {
    if (!account.email) throw AppError.badRequest({ email: 'The account has no e-mail address.' });
    const token = await issueResetToken(db, account, clock.now());
    const link = resetLink(readerBase(company), token);
    await sendResetMail({
      account: { ...account, email: account.email },
      company,
      link,
      expiresInMinutes: RESET_LINK_MINUTES,
    });
  }

  return {
    /**
     * 609 wrong old password (425 from the 5th within 30 minutes on), 610 new equals old, 892
     * "OIDC only"; the reader's other sessions end.
     */
    async change({ scope, input: body, currentToken }: PasswordChangeCall) {
      const { company } = scope;
      await assertPasswordsInUse(company.id);
      const input = readPasswordChange(body);
      const account = await findAccount(
        db,
        company.id,
        assertOwnAccount(requireReader(scope), input.userId),
      );
      if (!account) throw AppError.unauthorized();
      await assertPolicy(company.id, input.newPassword, 'new_pass');
      const realm = `password-change:${company.id}`;
      if (await changeLockout.isBlocked(realm, account.id)) {
        throw new AppError(Status.accountBlocked);
      }
      if (!(await verifyPassword(input.oldPassword, account.passwordHash))) {
        const isBlocked = await changeLockout.recordFailure(realm, account.id);
        throw new AppError(isBlocked ? Status.accountBlocked : Status.wrongPassword);
      }
      await changeLockout.clear(realm, account.id);
      if (await verifyPassword(input.newPassword, account.passwordHash))
        throw new AppError(Status.passwordInUse);
      const hash = await hashPassword(input.newPassword, logN);
      const at = clock.now();
      await db.transaction(async (trx) => {
        await setPasswordHash(
          trx,
          { id: account.id, companyId: company.id },
          hash,
          at.toISOString(),
        );
        await revokeSessions(trx, account, at, currentToken ?? undefined);
      });
    },

    /**
     * `PUT /auth/forgot-password` (787 when the tenant switched it off, 892 "OIDC only"). Answers
     * the same for unknown and known accounts; only real accounts with an address get a mail,
     * at most one a minute.
     */
    async forgot({ company, login }: { company: Company; login: unknown }) {
      await assertPasswordsInUse(company.id);
      if (!(await companySettings(settings, company.id)).activeForgotPassword) {
        throw new AppError(Status.apiNotAllowed);
      }
      if (typeof login !== 'string' || !login.trim()) {
        throw AppError.badRequest({ email: 'Required.' });
      }
      const account = await findReaderByLogin(db, company.id, login);
      if (!account?.email || (await wasMailedRecently(db, account, clock.now()))) return;
      await mailLink(account, company);
    },

    /**
     * `PUT /user/reset-password/{id}`: a company admin (own tenant) or system admin mails a link
     * (892 for a reader of an "OIDC only" tenant).
     */
    async staffReset({ actor, id }: StaffResetCall) {
      if (!actor) throw AppError.unauthorized();
      const isSystem = actor.roleLevel === Role.SYSTEM_ADMIN;
      if (!isSystem) policy.assertCanManageUsers(actor, actor.companyId ?? '');
      if (!isStorableUpTo(id, 36)) throw AppError.notFound('User not found.');
      const row = await db('users')
        .where({ id, role_level: Role.USER })
        .modify((q) => {
          if (!isSystem) q.where({ company_id: actor.companyId });
        })
        .first('company_id');
      const company = row ? await companyById(String(row.company_id)) : null;
      const account = company ? await findAccount(db, company.id, id) : null;
      if (!company || !account) throw AppError.notFound('User not found.');
      await assertPasswordsInUse(company.id);
      await mailLink(account, company);
    },

    /**
     * `POST /auth/reset-password`: 600 unknown or used link, 603 expired, 892 "OIDC only" (a link
     * mailed before it was switched on is not used up); all sessions end.
     */
    async reset({ company, input: body }: { company: Company; input: unknown }) {
      await assertPasswordsInUse(company.id);
      const { token, newPassword } = readReset(body);
      const entry = await findLiveResetToken(db, company.id, token, clock.now());
      await assertPolicy(company.id, newPassword, 'new_password');
      const hash = await hashPassword(newPassword, logN);
      const at = clock.now();
      await db.transaction(async (trx) => {
        await useResetToken(trx, entry.id, at);
        const updated = await setPasswordHash(
          trx,
          { id: entry.userId, companyId: company.id },
          hash,
          at.toISOString(),
          { isOpenOnly: true },
        );
        if (updated !== 1) throw new AppError(Status.invalidToken);
        await revokeSessions(trx, { id: entry.userId, companyId: company.id }, at);
      });
    },
  };
}
