import type { PublicSettings } from '@hondana/schemas';
import { Role } from '@hondana/schemas/contracts';
import { learningRegisterUrl } from '../login/learningRegister';
import type { SessionStatus } from '../../shared/session/sessionUser';

type CompanyFacts = Pick<
  PublicSettings['company'],
  | 'showSubscriptionStatus'
  | 'isAutoRegisterLearningIdAccountAtLogin'
  | 'learningIdRegisterUrl'
  | 'learningIdClientId'
  | 'learningIdMyPageUrl'
>;

export interface AccountFacts {
  accountType: string | undefined;
  isMobileApp: boolean;
  status: SessionStatus;
  roleLevel: number | undefined;
  company: CompanyFacts;
  /** Where the learning service sends a new registrant back to (the tenant's /login). */
  loginUrl: string;
}

export interface SignedInEntries {
  kind: 'signedIn';
  hasProfile: boolean;
  hasSubscription: boolean;
  myPageUrl: string | null;
}

/** What the header's account menu and the mobile drawer offer; both read this one answer. */
export type AccountEntries =
  { kind: 'hidden' } | { kind: 'anonymous'; registerUrl: string | null } | SignedInEntries;

/**
 * Spec §2 (header, sidebar) and §1: signed in, Profile (not for IP readers, roleLevel 4),
 * Subscription (when the company shows it), the learning service's my-page and Logout;
 * anonymous, Login plus Register for LEARNING_ID with auto-registration. OPEN_TYPE and the
 * mobile app show none of them, and nothing shows while the session is still restoring.
 */
export function accountEntries(facts: AccountFacts): AccountEntries {
  const { accountType, company } = facts;
  if (accountType === 'OPEN_TYPE' || facts.isMobileApp || facts.status === 'restoring') {
    return { kind: 'hidden' };
  }
  const isLearningId = accountType === 'LEARNING_ID';
  if (facts.status === 'anonymous') {
    return {
      kind: 'anonymous',
      registerUrl: isLearningId ? learningRegisterUrl(company, facts.loginUrl) : null,
    };
  }
  return {
    kind: 'signedIn',
    hasProfile: facts.roleLevel !== Role.IP,
    hasSubscription: company.showSubscriptionStatus,
    myPageUrl: (isLearningId && company.learningIdMyPageUrl) || null,
  };
}
