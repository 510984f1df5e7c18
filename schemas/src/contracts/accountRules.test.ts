import { describe, expect, it } from 'vitest';
import { isUsername, passwordProblem } from './accountRules';

describe('passwordProblem', () => {
  it('wants 8 characters', () => {
    expect(passwordProblem('short', false)).toBe('tooShort');
    expect(passwordProblem('longenough', false)).toBeNull();
    expect(passwordProblem('x'.repeat(129), false)).toBe('tooLong');
  });

  it('wants upper, lower and a digit under the strict policy', () => {
    expect(passwordProblem('longenough', true)).toBe('notStrict');
    expect(passwordProblem('Long enough1', true)).toBe('notStrict');
    expect(passwordProblem('Longenough1', true)).toBeNull();
    expect(passwordProblem('Short1', true)).toBe('notStrict');
  });
});

describe('isUsername', () => {
  it('takes 6 to 64 letters, digits, underscores, dots and hyphens', () => {
    expect(isUsername('reader_01.a-b')).toBe(true);
    expect(isUsername('x'.repeat(64))).toBe(true);
    expect(isUsername('short')).toBe(false);
    expect(isUsername('x'.repeat(65))).toBe(false);
    expect(isUsername('with space')).toBe(false);
    expect(isUsername('読者アカウント名')).toBe(false);
  });
});
