import { describe, expect, it } from 'vitest';
import { validateResource } from './validate';

const errorsOf = (result: ReturnType<typeof validateResource>) => (result.ok ? {} : result.errors);

describe('user resource schema', () => {
  it('accepts a reader with an e-mail or a 6-64 character username', () => {
    expect(validateResource('user', { email: 'a@example.test', password: 'Reader-pass1' }).ok).toBe(
      true,
    );
    expect(validateResource('user', { username: 'a.b_c-1', status: 1, lang: 'en' }).ok).toBe(true);
    expect(validateResource('user', { username: 'x'.repeat(64), userGroupId: null }).ok).toBe(true);
  });

  it('refuses short usernames, short passwords, unknown languages and stray fields', () => {
    const result = validateResource('user', {
      username: 'abc',
      password: 'short',
      lang: 'fr',
      status: 2,
      role: 1,
    });
    expect(Object.keys(errorsOf(result)).sort()).toEqual([
      'lang',
      'password',
      'role',
      'status',
      'username',
    ]);
    expect(errorsOf(validateResource('user', { username: 'bad name!' })).username).toMatch(
      /6 to 64 letters/,
    );
  });
});

describe('user group resource schema', () => {
  it('accepts names in any script with digits, _, space and -', () => {
    expect(validateResource('userGroup', { name: '営業 team_1-A', maxUsers: 5 }).ok).toBe(true);
  });

  it('refuses other characters, blank names and maxUsers below 1', () => {
    expect(Object.keys(errorsOf(validateResource('userGroup', { name: 'a/b' })))).toEqual(['name']);
    expect(errorsOf(validateResource('userGroup', { name: '   ' })).name).toBeTruthy();
    expect(errorsOf(validateResource('userGroup', { name: 'ok', maxUsers: 0 })).maxUsers).toBe(
      'Enter 1 or more.',
    );
  });
});

describe('IP group resource schema', () => {
  it.each(['192.0.2.0/24', '192.0.2.128/25', '10.0.0.1/32', '192.0.2.77'])('accepts %s', (cidr) => {
    expect(validateResource('ipGroup', { name: 'office', cidr }).ok).toBe(true);
  });

  it.each(['192.0.2.0/23', '192.0.2.0/8', '256.0.0.1/32', '10.0.0/24', '::1/128', '1.2.3.4/33'])(
    'refuses %s with a message naming /24 to /32',
    (cidr) => {
      expect(errorsOf(validateResource('ipGroup', { name: 'office', cidr })).cidr).toMatch(
        /\/24 to \/32/,
      );
    },
  );
});
