import type { Profile } from '@hondana/schemas/contracts';
import { Status } from '@hondana/schemas/contracts';
import { requireReader } from '../access/policy';
import type { ReaderScope } from '../access/scope';
import { isUniqueViolation } from '../db/dialect';
import { AppError } from '../errors';
import { assertOwnAccount } from './access';
import { readNewEmail, readProfileChanges } from './input';
import type { Account } from './repository';
import { findAccount, isEmailTaken, revokeSessions } from './repository';
import { closeAccount, updateAccount } from '../users/writes';
import { companySettings } from './tenantSettings';
import type { AccountDeps } from './types';

const emailTaken = () =>
  new AppError(Status.emailExists, {
    fieldErrors: { new_email: 'This e-mail is already used.' },
  });

interface OwnAccountCall {
  scope: ReaderScope;
  /** The account id from the path; anything but the reader's own is refused. */
  id: unknown;
}

/** Profile, e-mail change and cancellation of the signed-in reader's own account. */
export function createProfileService(deps: AccountDeps) {
  const { db, clock, settings, cancelHooks = [] } = deps;

  /** The scope's reader's own account; `id` must name it (the spec's paths carry it). */
  async function ownAccount({ scope, id }: OwnAccountCall) {
    const { company } = scope;
    const account = await findAccount(db, company.id, assertOwnAccount(requireReader(scope), id));
    // The session outlived its account (stopped or cancelled meanwhile).
    if (!account) throw AppError.unauthorized();
    return account;
  }

  return {
    async detail(call: OwnAccountCall) {
      return toProfile(await ownAccount(call));
    },

    async update({ input, ...call }: OwnAccountCall & { input: unknown }) {
      const { company } = call.scope;
      const account = await ownAccount(call);
      const changes = readProfileChanges(input);
      await updateAccount(
        db,
        { id: account.id, companyId: company.id },
        {
          full_name: changes.fullName,
          lang: changes.lang,
          is_subscribe_mail: changes.isSubscribeMail,
          is_receive_notify: changes.isReceiveNotify,
        },
        clock.now().toISOString(),
      );
      return toProfile({ ...account, ...changes });
    },

    /** Takes effect at once; 413 when anyone else in the tenant uses the address. */
    async changeEmail({ input, ...call }: OwnAccountCall & { input: unknown }) {
      const { company } = call.scope;
      const account = await ownAccount(call);
      const email = readNewEmail(input);
      if (await isEmailTaken(db, company.id, email, account.id)) throw emailTaken();
      try {
        await updateAccount(
          db,
          { id: account.id, companyId: company.id },
          { email },
          clock.now().toISOString(),
        );
      } catch (err) {
        // Someone took the address between the check and the write.
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
      return toProfile({ ...account, email });
    },

    /**
     * Closes the account when the tenant allows it (787 otherwise): the row stays for order
     * history, its e-mail and username are released for a new registration, the password can
     * no longer match, and every session and reset link ends.
     */
    async cancel(call: OwnAccountCall) {
      const { company } = call.scope;
      const account = await ownAccount(call);
      if (!(await companySettings(settings, company.id)).cancelAccount)
        throw new AppError(Status.apiNotAllowed);
      const at = clock.now();
      const afterwards: (() => Promise<void>)[] = [];
      await db.transaction(async (trx) => {
        for (const hook of cancelHooks) {
          const after = await hook({ trx, account, at });
          if (after) afterwards.push(after);
        }
        await closeAccount(trx, { id: account.id, companyId: company.id }, at.toISOString());
        await revokeSessions(trx, account, at);
        await trx('password_resets')
          .where({ company_id: company.id, user_id: account.id })
          .whereNull('used_at')
          .update({ used_at: at.toISOString() });
      });
      for (const after of afterwards) await after();
    },
  };
}

/** The profile the reader's account pages show (`GET /user/detail/{id}`). */
export function toProfile(account: Account): Profile {
  const { id, fullName, lang, email, username, isSubscribeMail, isReceiveNotify } = account;
  return { id, fullName, lang, email, username, isSubscribeMail, isReceiveNotify };
}
