import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './language';

describe('chooseLanguage', () => {
  it('uses the browser language when it is English or Japanese', () => {
    expect(chooseLanguage(['en-GB', 'ja'], 'ja')).toBe('en');
    expect(chooseLanguage(['ja-JP'], 'en')).toBe('ja');
    expect(chooseLanguage(['EN_us'], 'ja')).toBe('en');
  });

  it('falls back to the tenant default for any other browser language', () => {
    expect(chooseLanguage(['fr-FR', 'en'], 'en')).toBe('en');
    expect(chooseLanguage(['de'], 'ja')).toBe('ja');
  });

  it('falls back to Japanese when neither is usable', () => {
    expect(chooseLanguage([], undefined)).toBe('ja');
    expect(chooseLanguage(['zh-CN'], 'ko')).toBe('ja');
  });
});
