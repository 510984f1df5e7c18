import { describe, expect, it } from 'vitest';
import { Role } from '@hondana/schemas/contracts';
import { accountEntries, type AccountFacts } from './accountEntries';

const company = {
  showSubscriptionStatus: false,
  isAutoRegisterLearningIdAccountAtLogin: false,
  learningIdRegisterUrl: 'https://id.example/register',
  learningIdClientId: 'client-1',
  learningIdMyPageUrl: 'https://id.example/my-page',
};

function facts(overrides: Partial<AccountFacts> = {}): AccountFacts {
  return {
    accountType: 'EMAIL',
    isMobileApp: false,
    status: 'authenticated',
    roleLevel: Role.USER,
    company,
    loginUrl: 'https://lib.example/sakura/login',
    ...overrides,
  };
}

describe('accountEntries', () => {
  it('offers a signed-in reader Profile and Logout, Subscription only when shown', () => {
    expect(accountEntries(facts())).toEqual({
      kind: 'signedIn',
      hasProfile: true,
      hasSubscription: false,
      myPageUrl: null,
    });
    const shown = { ...company, showSubscriptionStatus: true };
    expect(accountEntries(facts({ company: shown }))).toMatchObject({ hasSubscription: true });
  });

  it('hides Profile for an IP reader (roleLevel 4)', () => {
    expect(accountEntries(facts({ roleLevel: Role.IP }))).toMatchObject({
      kind: 'signedIn',
      hasProfile: false,
    });
  });

  it('adds the learning service my-page for LEARNING_ID readers only', () => {
    expect(accountEntries(facts({ accountType: 'LEARNING_ID' }))).toMatchObject({
      myPageUrl: 'https://id.example/my-page',
    });
    const noPage = { ...company, learningIdMyPageUrl: '' };
    expect(accountEntries(facts({ accountType: 'LEARNING_ID', company: noPage }))).toMatchObject({
      myPageUrl: null,
    });
  });

  it('offers Login to anonymous visitors, and Register for LEARNING_ID auto-registration', () => {
    expect(accountEntries(facts({ status: 'anonymous' }))).toEqual({
      kind: 'anonymous',
      registerUrl: null,
    });
    const autoRegister = { ...company, isAutoRegisterLearningIdAccountAtLogin: true };
    const emailTenant = facts({ status: 'anonymous', company: autoRegister });
    expect(accountEntries(emailTenant)).toEqual({ kind: 'anonymous', registerUrl: null });
    const learning = accountEntries({ ...emailTenant, accountType: 'LEARNING_ID' });
    if (learning.kind !== 'anonymous') throw new Error(`expected anonymous, got ${learning.kind}`);
    const url = new URL(learning.registerUrl ?? '');
    expect(url.searchParams.get('redirect_uri')).toBe('https://lib.example/sakura/login');
    expect(url.searchParams.get('response_type')).toBe('code');
  });

  it('shows nothing for OPEN_TYPE, in the mobile app, or while the session restores', () => {
    for (const status of ['anonymous', 'authenticated'] as const) {
      expect(accountEntries(facts({ status, accountType: 'OPEN_TYPE' }))).toEqual({
        kind: 'hidden',
      });
      expect(accountEntries(facts({ status, isMobileApp: true }))).toEqual({ kind: 'hidden' });
    }
    expect(accountEntries(facts({ status: 'restoring' }))).toEqual({ kind: 'hidden' });
  });
});
