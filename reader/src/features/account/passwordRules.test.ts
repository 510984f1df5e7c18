import { describe, expect, it } from 'vitest';
import { passwordProblem } from './passwordRules';

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
  });
});
