import { describe, expect, it } from 'vitest';
import type { Company } from '../access/company';
import { paintKey, paintRequestOf } from './paintRequest';

const sakura = { domainType: 'PATH', path: 'sakura', domain: null } as unknown as Company;
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

describe('what a shell request says about the browser', () => {
  it('takes Chromium’s mobile hint over the User-Agent, and the User-Agent otherwise', () => {
    expect(paintRequestOf({ 'user-agent': PHONE }, sakura).isMobile).toBe(true);
    expect(paintRequestOf({ 'user-agent': DESKTOP }, sakura).isMobile).toBe(false);
    expect(paintRequestOf({ 'user-agent': PHONE, 'sec-ch-ua-mobile': '?0' }, sakura).isMobile).toBe(
      false,
    );
    expect(
      paintRequestOf({ 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' }, sakura).isMobile,
    ).toBe(true);
    expect(paintRequestOf({}, sakura).isMobile).toBe(false);
  });

  it('sees a session only in this tenant’s own, non-empty reader cookie', () => {
    const withCookie = (cookie: string) => paintRequestOf({ cookie }, sakura).mayHaveSession;
    expect(withCookie('a=1; hd_sakura=token; b=2')).toBe(true);
    expect(withCookie('hd_sakura=')).toBe(false);
    expect(withCookie('hd_sakura2=token; xhd_sakura=token')).toBe(false);
    expect(withCookie('hd_aozora_test=token')).toBe(false);
    expect(paintRequestOf({ cookie: 'hd_=token' }, null).mayHaveSession).toBe(false);
  });

  it('takes the best-weighted Accept-Language tag when the reader speaks it', () => {
    const languages = (header: string) =>
      paintRequestOf({ 'accept-language': header }, sakura).languages;
    expect(languages('en-GB,en;q=0.9,ja;q=0.8')).toEqual(['en']);
    expect(languages('fr;q=0.5, ja-JP')).toEqual(['ja']);
    expect(languages('fr-FR,fr;q=0.9,en;q=0.8')).toEqual([]); // the browser's first is French
    expect(languages('')).toEqual([]);
    expect(languages('*;q=abc,,;;=')).toEqual([]);
  });

  it('keys the few shells a tenant can have apart', () => {
    const keys = new Set(
      [
        { 'user-agent': PHONE },
        { 'user-agent': DESKTOP },
        { 'user-agent': PHONE, cookie: 'hd_sakura=t' },
        { 'user-agent': PHONE, 'accept-language': 'en' },
        { 'user-agent': PHONE, 'accept-language': 'en', 'x-other': 'ignored' },
      ].map((headers) => paintKey(paintRequestOf(headers, sakura))),
    );
    expect(keys.size).toBe(4);
  });
});
