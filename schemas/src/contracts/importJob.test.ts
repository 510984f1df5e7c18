import { describe, expect, it } from 'vitest';
import { importModes, isImportMode, isJobFinished } from './importJob';

describe('import modes', () => {
  it('lists the three modes and recognises only them', () => {
    expect(importModes).toEqual(['OVERWRITE', 'IGNORE_EXISTING', 'DELETE_USERS']);
    expect(isImportMode('IGNORE_EXISTING')).toBe(true);
    for (const value of ['overwrite', '__proto__', 'toString', 1, null]) {
      expect(isImportMode(value)).toBe(false);
    }
  });
});

describe('isJobFinished', () => {
  it('is true for done and failed only', () => {
    expect(isJobFinished('done')).toBe(true);
    expect(isJobFinished('failed')).toBe(true);
    expect(isJobFinished('running')).toBe(false);
    expect(isJobFinished(undefined)).toBe(false);
  });
});
