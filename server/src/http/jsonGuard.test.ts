import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { JSON_LIMITS, checkJsonValue, isCleanText } from './jsonGuard';

function refusal(value: unknown) {
  try {
    checkJsonValue(value);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return (err as AppError).fieldErrors;
  }
  return null;
}

describe('checkJsonValue', () => {
  it('walks a million levels without growing the call stack', () => {
    const deep = JSON.parse(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`);
    expect(refusal({ a: deep })).toEqual({ a: expect.stringContaining('Nested') });
  });

  it('accepts the limits themselves and refuses one more', () => {
    let value: unknown = 'x';
    for (let i = 0; i < JSON_LIMITS.maxDepth; i += 1) value = [value];
    expect(refusal(value)).toBeNull();
    expect(refusal([value])).toEqual({ 0: expect.stringContaining('Nested') });
    expect(refusal({ list: Array(JSON_LIMITS.maxItems).fill(1) })).toBeNull();
    expect(refusal({ list: Array(JSON_LIMITS.maxItems + 1).fill(1) })).toHaveProperty('list');
  });

  it('names the field holding bad text, and the object holding a bad key', () => {
    expect(refusal({ a: [{ b: 'x\u0000' }] })).toHaveProperty(['a.0.b']);
    expect(refusal({ a: { 'k\ud800': 1 } })).toHaveProperty('a');
    expect(refusal('\udc00')).toHaveProperty('body');
  });
});

describe('isCleanText', () => {
  it('refuses NUL and lone surrogates, keeps pairs', () => {
    expect(['ab', '本棚', '😀', ''].map(isCleanText)).toEqual([true, true, true, true]);
    expect(['\u0000', 'a\ud800', '\udc00b', '😀\ude00'].map(isCleanText)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
