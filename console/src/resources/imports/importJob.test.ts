import { describe, expect, it } from 'vitest';
import { importProblem } from './importJob';

const messages: Record<string, string> = {
  'api.error.746': 'Another CSV import is running.',
  'validate.file.notAllowed': 'This kind of file is not allowed.',
};
const translate = (key: string, options?: { _?: string }) => messages[key] ?? options?._ ?? key;

describe('importProblem', () => {
  it('names a running import (746) in words', () => {
    const error = { message: 'Bad Request', body: { status: 746, message: 'busy' } };
    expect(importProblem(error, translate)).toBe('Another CSV import is running.');
  });

  it('prefers the file problem key the server sent', () => {
    const body = { status: 412, message: 'bad', errors: { file: 'validate.file.notAllowed' } };
    expect(importProblem({ message: 'x', body }, translate)).toBe(
      'This kind of file is not allowed.',
    );
  });

  it("falls back to the server's words", () => {
    const body = { status: 400, message: 'Use OVERWRITE.', errors: { mode: 'Use OVERWRITE.' } };
    expect(importProblem({ message: 'x', body }, translate)).toBe('Use OVERWRITE.');
    expect(importProblem({ message: 'Failed to fetch' }, translate)).toBe('Failed to fetch');
  });
});
