import { describe, expect, it } from 'vitest';
import type { PublicTenant } from '@hondana/schemas/contracts';
import {
  afterLoginPath,
  checkSession,
  clearsAuthOnArrival,
  isAccountPage,
  isLoginRoute,
  isProfileless,
  loginPath,
  needsSignIn,
} from './guards';
import type { SessionUser } from './sessionUser';

const pathTenant: PublicTenant = {
  id: 'c1',
  name: 'Sakura',
  domainType: 'PATH',
  domain: null,
  path: 'sakura',
  accountType: 'EMAIL',
};
const domainTenant: PublicTenant = {
  ...pathTenant,
  domainType: 'FULL_DOMAIN',
  domain: 'aozora.localhost',
  path: null,
};
const user = (patch: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  companyId: 'c1',
  domain: null,
  path: 'sakura',
  email: 'r@example.test',
  name: 'R',
  lang: 'en',
  roleLevel: 3,
  shopId: null,
  loginType: 'email',
  ...patch,
});

describe('isAccountPage', () => {
  it('names the pages that show a signed-in reader’s account', () => {
    expect(isAccountPage('/profile')).toBe(true);
    expect(isAccountPage('/notifications')).toBe(true);
    expect(isAccountPage('/subscription/5')).toBe(true);
    expect(isAccountPage('/payment-history')).toBe(true);
    expect(isAccountPage('/payment-history/pay1')).toBe(true);
    expect(isAccountPage('/')).toBe(false);
    expect(isAccountPage('/search')).toBe(false);
  });
});

describe('needsSignIn (guards 3, 4, 5, 10)', () => {
  const rule = (accountType: string, loginRequire: number, pathname: string) =>
    needsSignIn({ accountType, loginRequire, pathname });

  it('protects every page when the tenant requires login or uses LEARNING_ID', () => {
    expect(rule('EMAIL', 1, '/')).toBe(true);
    expect(rule('EMAIL', 1, '/search')).toBe(true);
    expect(rule('LEARNING_ID', 0, '/')).toBe(true);
  });

  it("lets the staff preview show a sign-in-only tenant's pages, not its account pages", () => {
    const preview = (accountType: string, pathname: string) =>
      needsSignIn({ accountType, loginRequire: 1, pathname, isPreview: true });
    expect(preview('EMAIL', '/')).toBe(false);
    expect(preview('LEARNING_ID', '/search')).toBe(false);
    expect(preview('EMAIL', '/profile')).toBe(true);
  });

  it('never protects an OPEN_TYPE tenant', () => {
    expect(rule('OPEN_TYPE', 1, '/profile')).toBe(false);
  });

  it('protects only account pages when login is optional (0) or for viewing (2)', () => {
    for (const loginRequire of [0, 2]) {
      expect(rule('EMAIL', loginRequire, '/')).toBe(false);
      expect(rule('EMAIL', loginRequire, '/group1/content1')).toBe(false);
      expect(rule('EMAIL', loginRequire, '/profile')).toBe(true);
      expect(rule('EMAIL', loginRequire, '/notifications')).toBe(true);
      expect(rule('EMAIL', loginRequire, '/subscription')).toBe(true);
      expect(rule('EMAIL', loginRequire, '/subscription/plan1')).toBe(false);
      expect(rule('EMAIL', loginRequire, '/order-entry/plan1')).toBe(true);
      expect(rule('EMAIL', loginRequire, '/learning-payment/confirm')).toBe(true);
      expect(rule('EMAIL', loginRequire, '/payment-history')).toBe(true);
      expect(rule('EMAIL', loginRequire, '/payment-history/pay1')).toBe(true);
    }
  });
});

describe('afterLoginPath (guard 9)', () => {
  it('restores the cached route unless it is a login route', () => {
    expect(afterLoginPath('/profile')).toBe('/profile');
    expect(afterLoginPath('/g1/c1?x=1')).toBe('/g1/c1?x=1');
    expect(afterLoginPath('/login?google=true')).toBe('/');
    expect(afterLoginPath('/forget-password')).toBe('/');
    expect(afterLoginPath(null)).toBe('/');
    expect(afterLoginPath('https://evil.example/')).toBe('/');
  });

  it('knows the login routes', () => {
    expect(isLoginRoute('/login')).toBe(true);
    expect(isLoginRoute('/forget-password')).toBe(true);
    expect(isLoginRoute('/profile')).toBe(false);
  });
});

describe('checkSession (guards 6, 7)', () => {
  it('keeps a reader or IP session of this tenant', () => {
    expect(checkSession(user(), pathTenant)).toBe('keep');
    expect(checkSession(user({ roleLevel: 4 }), pathTenant)).toBe('keep');
    expect(checkSession(user({ path: null, domain: 'aozora.localhost' }), domainTenant)).toBe(
      'keep',
    );
  });

  it("logs out another tenant's session", () => {
    expect(checkSession(user({ path: 'aozora' }), pathTenant)).toBe('otherTenant');
    expect(checkSession(user({ domain: 'other.localhost' }), domainTenant)).toBe('otherTenant');
  });

  it('sends staff roles away', () => {
    for (const roleLevel of [1, 2, 5])
      expect(checkSession(user({ roleLevel }), pathTenant)).toBe('staff');
  });
});

describe('login queries', () => {
  it('adds the mobile-app flag to the login route', () => {
    expect(loginPath(false)).toBe('/login');
    expect(loginPath(true)).toBe('/login?is_login_mobile_app=true');
  });

  it('clears stale auth for provider and mobile-app arrivals (guard 8)', () => {
    expect(clearsAuthOnArrival(new URLSearchParams('google=true&fl=true'))).toBe(true);
    expect(clearsAuthOnArrival(new URLSearchParams('microsoft=true'))).toBe(true);
    expect(clearsAuthOnArrival(new URLSearchParams('is_login_mobile_app=true'))).toBe(true);
    expect(clearsAuthOnArrival(new URLSearchParams('code=abc'))).toBe(false);
  });
});

describe('isProfileless (issue 32)', () => {
  it('sends only an IP-address reader away from /profile', () => {
    expect(isProfileless('/profile', 4)).toBe(true);
    expect(isProfileless('/profile', 3)).toBe(false);
    expect(isProfileless('/subscription', 4)).toBe(false);
    expect(isProfileless('/profile', undefined)).toBe(false);
  });
});
