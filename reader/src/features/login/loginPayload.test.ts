import { describe, expect, it } from 'vitest';
import { identityLabelKey, withoutEmpty } from './usePasswordLogin';

describe('login payload', () => {
  it('leaves out null, undefined and empty values but keeps false and 0', () => {
    expect(
      withoutEmpty({ domain: null, path: 'sakura', email: '', keepLogin: false, n: 0 }),
    ).toEqual({ path: 'sakura', keepLogin: false, n: 0 });
  });
});

describe('identity field label', () => {
  it('names what the account type signs in with', () => {
    expect(identityLabelKey('EMAIL')).toBe('login.emailOnly');
    expect(identityLabelKey('USERNAME')).toBe('login.userNameOnly');
    expect(identityLabelKey('EMAIL_USERNAME')).toBe('login.email');
    expect(identityLabelKey(undefined)).toBe('login.email');
  });
});
