import { describe, expect, it } from 'vitest';
import { learningRegisterUrl } from './learningRegister';
import { loginTypeOf } from './usePasswordLogin';

describe('learningRegisterUrl', () => {
  const company = {
    isAutoRegisterLearningIdAccountAtLogin: true,
    learningIdRegisterUrl: 'https://id.example/register?lang=ja',
    learningIdClientId: 'client-1',
  };

  it('adds response_type, client_id and redirect_uri to the registration page', () => {
    const url = new URL(learningRegisterUrl(company, 'https://lib.example/sakura/login') ?? '');
    expect(url.origin + url.pathname).toBe('https://id.example/register');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'ja',
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'https://lib.example/sakura/login',
    });
  });

  it('offers no Register without auto-registration or a valid page', () => {
    const off = { ...company, isAutoRegisterLearningIdAccountAtLogin: false };
    expect(learningRegisterUrl(off, 'https://x/login')).toBeNull();
    expect(learningRegisterUrl({ ...company, learningIdRegisterUrl: 'not a url' }, 'x')).toBeNull();
  });
});

describe('loginTypeOf', () => {
  it('follows the account type, and the @ sign when both are allowed', () => {
    expect(loginTypeOf('USERNAME', 'a@b.c')).toBe('identity');
    expect(loginTypeOf('EMAIL', 'reader')).toBe('email');
    expect(loginTypeOf('ALL', 'a@b.c')).toBe('email');
    expect(loginTypeOf('ALL', 'reader_1')).toBe('identity');
  });
});
