import { describe, expect, it } from 'vitest';
import {
  groupSegmentRedirect,
  isBannerHidden,
  isElementId,
  isNoLayoutRoute,
  isPaymentErrorPath,
  isReservedSegment,
  layoutRedirect,
} from './routeRules';

describe('groupSegmentRedirect (guard 11)', () => {
  it('sends a non-reserved lowercase segment home and keeps group ids', () => {
    expect(groupSegmentRedirect('nowhere')).toBe('/');
    expect(groupSegmentRedirect('about')).toBe('/');
    expect(groupSegmentRedirect('Guide')).toBe('/');
    expect(groupSegmentRedirect('abcdefghij0123456789')).toBeNull();
    expect(groupSegmentRedirect('notifications')).toBe('/404');
    expect(groupSegmentRedirect('payment-history')).toBe('/404');
    expect(groupSegmentRedirect('ABOUT')).toBe('/404');
    expect(groupSegmentRedirect('123')).toBe('/404');
  });
});

describe('layoutRedirect', () => {
  it('keeps the search-only layout on search and profile', () => {
    expect(layoutRedirect('SEARCH', '/')).toBe('/search');
    expect(layoutRedirect('SEARCH', '/home-search/abc')).toBe('/search');
    expect(layoutRedirect('SEARCH', '/notifications')).toBe('/search');
    expect(layoutRedirect('SEARCH', '/search')).toBeNull();
    expect(layoutRedirect('SEARCH', '/search/abc')).toBeNull();
    expect(layoutRedirect('SEARCH', '/profile')).toBeNull();
  });

  it('sends /home-search to /search in the home-and-search layout only', () => {
    expect(layoutRedirect('HOME_AND_SEARCH', '/home-search')).toBe('/search');
    expect(layoutRedirect('HOME_AND_SEARCH', '/home-search/g1')).toBe('/search');
    expect(layoutRedirect('HOME_AND_SEARCH', '/')).toBeNull();
    expect(layoutRedirect('HOME', '/home-search')).toBeNull();
    expect(layoutRedirect('HOME', '/anything')).toBeNull();
  });
});

describe('isBannerHidden', () => {
  it('hides the banner on account, search, order and payment pages', () => {
    for (const path of [
      '/profile',
      '/notifications',
      '/payment-history',
      '/payment-history/pay1',
      '/subscription/5',
      '/search',
      '/search/x',
      '/order-entry/3',
      '/thank-you',
      '/learning-payment/confirm',
      '/payment-confirm',
    ]) {
      expect(isBannerHidden(path), path).toBe(true);
    }
  });

  it('hides the banner on content detail pages only', () => {
    expect(isBannerHidden('/group1/content1')).toBe(true);
    expect(isBannerHidden('/home-search/group1/content1')).toBe(true);
    expect(isBannerHidden('/')).toBe(false);
    expect(isBannerHidden('/group1')).toBe(false);
    expect(isBannerHidden('/home-search')).toBe(false);
    expect(isBannerHidden('/home-search/group1')).toBe(false);
  });
});

describe('ids and reserved segments', () => {
  it('accepts 20 to 64 lowercase letters or digits', () => {
    expect(isElementId('a'.repeat(20))).toBe(true);
    expect(isElementId('a1'.repeat(32))).toBe(true);
    expect(isElementId('a'.repeat(19))).toBe(false);
    expect(isElementId('A'.repeat(20))).toBe(false);
    expect(isElementId(undefined)).toBe(false);
  });

  it('knows the reserved first segments', () => {
    expect(isReservedSegment('home-search')).toBe(true);
    expect(isReservedSegment('learning-payment')).toBe(true);
    expect(isReservedSegment('payment-history')).toBe(true);
    expect(isReservedSegment('a'.repeat(20))).toBe(false);
  });
});

describe('isPaymentErrorPath (guard 1)', () => {
  it('knows the payment family’s error page under any prefix', () => {
    expect(isPaymentErrorPath('/veritrans-payment/error')).toBe(true);
    expect(isPaymentErrorPath('/gone/veritrans-payment/error')).toBe(true);
    expect(isPaymentErrorPath('/gone/veritrans-payment/confirm')).toBe(false);
    expect(isPaymentErrorPath('/gone/error')).toBe(false);
  });
});

describe('isNoLayoutRoute (spec §2 no-layout route set)', () => {
  const group = 'a'.repeat(24);
  const content = 'b'.repeat(24);
  it.each([
    '/404',
    '/content/token',
    `/search/${content}`,
    '/direct-view/token',
    `/view-online/${content}`,
    `/view-online/${content}/${group}`,
    `/${group}/${content}`,
    `/${content}`,
  ])('keeps %s', (path) => expect(isNoLayoutRoute(path)).toBe(true));
  it.each([
    '/',
    '/search',
    '/profile',
    '/home-search',
    `/${group}/${content}/more`,
    '/thank-you',
    '/payment-history',
  ])('sends %s to /404', (path) => expect(isNoLayoutRoute(path)).toBe(false));
});
