import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../../clock';
import type { Company } from '../../access/company';
import { isUniqueViolation } from '../../db/dialect';
import { AppError } from '../../errors';
import { assertCompanyRoom, assertGroupRoom } from '../../users/limits';
import { createIdentityRepository } from './identities';
/** A person as the provider vouched for them: subject and a trusted e-mail address. */
export interface VerifiedIdentity {
  /** The provider's `identityKey` (providers.ts): `google`, or `oidc:…` for a tenant's own. */
  provider: string;
  subject: string;
  email: string;
  fullName: string;
  /** A tenant's own provider: the user group names its group claim named, in its order. */
  groupNames?: string[];
}

/** Finds or registers the reader account (role USER) of one company for a verified identity. */
export function createAccounts({ db, clock }: { db: Knex; clock: Clock }) {
  const identities = createIdentityRepository(db);

  /**
   * The account already linked to the subject, else the one with the same e-mail address
   * (then linked, so a later e-mail change at the provider still finds it). Blocked → 830;
   * a cancelled account counts as not registered.
   */
  async function find(company: Company, identity: VerifiedIdentity): Promise<string | null> {
    const { provider, subject, email } = identity;
    const account =
      (await identities.findByIdentity(company.id, provider, subject)) ??
      (await identities.findByEmail(company.id, email));
    if (!account || account.isCancelled) return null;
    if (account.status !== 0) throw new AppError(Status.userBlocked);
    await identities.link(company.id, account.id, provider, subject, clock.now());
    return account.id;
  }

  return {
    find,

    /** A new USER account within the company's maxUser (417). */
    async register(
      company: Company,
      identity: VerifiedIdentity,
      options: { lang: string; isSubscribeMail: boolean; userGroupId?: string | null },
    ): Promise<string> {
      await assertCompanyRoom(db, company);
      if (options.userGroupId) await assertGroupRoom(db, company.id, options.userGroupId);
      try {
        return await identities.createReader({
          companyId: company.id,
          provider: identity.provider,
          subject: identity.subject,
          email: identity.email,
          fullName: identity.fullName,
          ...options,
          at: clock.now(),
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // Two first sign-ins of one person at once: the other one created the account.
        const existing = await find(company, identity);
        if (existing) return existing;
        throw new AppError(Status.emailInUse);
      }
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
