import fc from 'fast-check';
import { toSnakeKeys } from '@hondana/schemas/contracts';
import { describe, expect, it } from 'vitest';
import { toSnakeKeysFast } from './snakeJson';

describe('toSnakeKeysFast', () => {
  it('serialises exactly as the shared toSnakeKeys on any JSON value', () => {
    const key = fc.oneof(
      fc.constantFrom('contentGroupId', 'isFavorite', 'URLs', '__proto__', 'already_snake', 'aB'),
      fc.string(),
    );
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue({ maxDepth: 1 }),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(key, tie('value'), { maxKeys: 5 }),
      ),
    })).value;
    fc.assert(
      fc.property(json, (value) => {
        expect(JSON.stringify(toSnakeKeysFast(value))).toBe(JSON.stringify(toSnakeKeys(value)));
      }),
    );
  });

  it('keeps a "__proto__" key as data', () => {
    const value = JSON.parse('{"__proto__": {"isAdmin": true}}');
    expect(JSON.stringify(toSnakeKeysFast(value))).toBe('{"__proto__":{"is_admin":true}}');
  });
});
