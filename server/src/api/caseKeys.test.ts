import { describe, expect, it } from 'vitest';
import { toCamelKeys, toSnakeKeys } from './caseKeys';

describe('case conversion', () => {
  it('converts keys deeply and back again', () => {
    const value = { pageMarginLeft: 40, links: [{ typeLink: 'INTERNAL', h1Color: '#000000' }] };
    const snake = toSnakeKeys(value);
    expect(snake).toEqual({
      page_margin_left: 40,
      links: [{ type_link: 'INTERNAL', h1_color: '#000000' }],
    });
    expect(toCamelKeys(snake)).toEqual(value);
  });

  it('keeps a "__proto__" key as plain data', () => {
    const converted = toCamelKeys(JSON.parse('{"__proto__": {"polluted": true}}')) as object;
    expect(Object.getPrototypeOf(converted)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
