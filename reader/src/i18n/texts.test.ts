import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, onLanguageChange, setLanguage, textsIn } from './texts';

describe('textsIn', () => {
  it('finds dotted keys and fills in values', () => {
    expect(textsIn('en').t('nav.logoAlt', { name: 'Sakura' })).toBe('Sakura home');
    expect(textsIn('en').t('search.removeChip', { value: 'Kyoto' })).toBe('Remove Kyoto');
  });

  it('chooses the plural form by the count, in each language', () => {
    expect(textsIn('en').t('search.total', { count: 1 })).toBe('1 item');
    expect(textsIn('en').t('search.total', { count: 3 })).toBe('3 items');
    expect(textsIn('ja').t('search.total', { count: 3 })).toBe('3件');
  });

  it('says a capped search total is a lower bound', () => {
    expect(textsIn('en').t('search.totalAtLeast', { number: '1,000' })).toBe('1,000+ items');
    expect(textsIn('ja').t('search.totalAtLeast', { number: '1,000' })).toBe('1,000件以上');
  });

  it('answers the key itself for an unknown key, and exists() tells', () => {
    expect(textsIn('en').t('no.such.key')).toBe('no.such.key');
    expect(textsIn('en').t('nav')).toBe('nav');
    expect(textsIn('en').exists('no.such.key')).toBe(false);
    expect(textsIn('ja').exists('nav.home')).toBe(true);
  });

  it('leaves a missing value empty, as i18next did', () => {
    expect(textsIn('en').t('nav.logoAlt', {})).toBe(' home');
  });

  it('keeps one t per language, so components memoised on it stay put', () => {
    expect(textsIn('en').t).toBe(textsIn('en').t);
    expect(textsIn('en').t).not.toBe(textsIn('ja').t);
  });
});

describe('setLanguage', () => {
  const original = globalThis.document;
  afterEach(() => {
    globalThis.document = original;
  });

  it('tells listeners of a change, and only of a change', () => {
    globalThis.document = { documentElement: { lang: '' } } as unknown as Document;
    const heard: string[] = [];
    const stop = onLanguageChange(() => heard.push(currentLanguage()));
    setLanguage('en');
    setLanguage('en');
    setLanguage('ja');
    stop();
    setLanguage('en');
    expect(heard).toEqual(['en', 'ja']);
    expect(document.documentElement.lang).toBe('en');
  });
});
