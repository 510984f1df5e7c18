import type { PublicSettings } from '@hondana/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_TOKEN_TTL_MS, localData } from '../../shared/session/localData';
import {
  mobileTokenOnArrival,
  searchAddressAfterAppLogin,
  startNativeApp,
  type NativeHost,
} from './mobileApp';

const TENANT = 'sakura';

function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

function company(isEnableWebMobile: boolean) {
  return { isEnableWebMobile } as PublicSettings['company'];
}

function iosHost() {
  const postMessage = vi.fn();
  return { host: { webkit: { messageHandlers: { hondana: { postMessage } } } }, postMessage };
}

function androidHost() {
  const appStart = vi.fn();
  return { host: { HondanaApp: { appStart } }, appStart };
}

function start(host: NativeHost, query = 'UserID=access-1', accountType = 'LEARNING_ID') {
  return startNativeApp({
    search: new URLSearchParams(query),
    tenantKey: TENANT,
    accountType,
    customName: 'Sakura App',
    host,
  });
}

beforeEach(() => {
  vi.stubGlobal('localStorage', fakeStorage());
  vi.stubGlobal('sessionStorage', fakeStorage());
});
afterEach(() => vi.unstubAllGlobals());

describe('searchAddressAfterAppLogin (spec §4 mobile web)', () => {
  it('keeps the app token per tenant and opens search with UserID = the access token', () => {
    const address = searchAddressAfterAppLogin(
      { accessToken: 'a+b/c', appMobileAuthToken: 'app-1' },
      { tenantKey: TENANT, basePath: '/sakura/' },
    );
    expect(address).toBe('/sakura/search?UserID=a%2Bb%2Fc');
    expect(new URL(address ?? '', 'https://x').searchParams.get('UserID')).toBe('a+b/c');
    expect(localData.appToken(TENANT)).toBe('app-1');
    expect(localData.appToken('other')).toBeNull();
  });

  it('leaves a browser sign-in alone', () => {
    const answer = { accessToken: 'a', appMobileAuthToken: null };
    expect(searchAddressAfterAppLogin(answer, { tenantKey: TENANT, basePath: '/' })).toBeNull();
    expect(localData.appToken(TENANT)).toBeNull();
  });
});

describe('startNativeApp', () => {
  beforeEach(() => localData.setAppToken(TENANT, 'app-1'));

  it('posts appStart to the iOS message handler, then clears the flag', () => {
    const { host, postMessage } = iosHost();
    expect(start(host)).toBe(true);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({
      type: 'appStart',
      token: 'app-1',
      customName: 'Sakura App',
    });
    expect(localData.appToken(TENANT)).toBeNull();
    expect(start(host)).toBe(false);
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it('calls the Android interface when there is no iOS handler', () => {
    const { host, appStart } = androidHost();
    expect(start(host)).toBe(true);
    expect(appStart).toHaveBeenCalledExactlyOnceWith('app-1', 'Sakura App');
    expect(localData.appToken(TENANT)).toBeNull();
  });

  it('prefers iOS when both bridges exist', () => {
    const ios = iosHost();
    const android = androidHost();
    expect(start({ ...ios.host, ...android.host })).toBe(true);
    expect(ios.postMessage).toHaveBeenCalledOnce();
    expect(android.appStart).not.toHaveBeenCalled();
  });

  it('still clears the flag outside the app (no bridge)', () => {
    expect(start({})).toBe(false);
    expect(localData.appToken(TENANT)).toBeNull();
  });

  it('does nothing without UserID, for other account types or without a stored token', () => {
    const { host, postMessage } = iosHost();
    expect(start(host, 'is_login_mobile_app=true')).toBe(false);
    expect(start(host, 'UserID=access-1', 'EMAIL')).toBe(false);
    expect(localData.appToken(TENANT)).toBe('app-1');
    localData.clearAppToken(TENANT);
    expect(start(host)).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('mobileTokenOnArrival', () => {
  const arrive = (query: string, isEnableWebMobile: boolean, accountType = 'LEARNING_ID') =>
    mobileTokenOnArrival({
      search: new URLSearchParams(query),
      tenantKey: TENANT,
      accountType,
      company: company(isEnableWebMobile),
    });

  it('keeps the UserID for a LEARNING_ID tenant with the feature on', () => {
    expect(arrive('UserID=access-1', true)).toBe('access-1');
    expect(arrive('', true)).toBe('access-1');
  });

  it('ignores the UserID for other account types', () => {
    expect(arrive('UserID=access-1', true, 'EMAIL')).toBeNull();
  });

  it('clears leftover mobile and app tokens when the feature is off', () => {
    localData.setMobileToken(TENANT, 'old');
    localData.setAppToken(TENANT, 'app-old');
    expect(arrive('UserID=access-1', false)).toBeNull();
    expect(localData.mobileToken(TENANT)).toBeNull();
    expect(localData.appToken(TENANT)).toBeNull();
  });
});

describe('the mobile-login cache (spec §9: 60 s)', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the app token 60 s, then no longer uses it', () => {
    vi.useFakeTimers();
    localData.setAppToken(TENANT, 'app-1');
    vi.advanceTimersByTime(APP_TOKEN_TTL_MS - 1);
    expect(localData.appToken(TENANT)).toBe('app-1');
    vi.advanceTimersByTime(1);
    expect(localData.appToken(TENANT)).toBeNull();
    expect(APP_TOKEN_TTL_MS).toBe(60_000);
  });
});
