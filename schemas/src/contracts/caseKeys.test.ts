import { describe, expect, expectTypeOf, it } from 'vitest';
import { camelCase, snakeCase, toCamelKeys, toSnakeKeys } from './caseKeys';
import type { Wire } from './caseKeys';

describe('key case conversion', () => {
  it('converts single keys both ways', () => {
    expect(camelCase('total_elements')).toBe('totalElements');
    expect(camelCase('param_1')).toBe('param1');
    expect(snakeCase('isSubscribeMail')).toBe('is_subscribe_mail');
  });

  it('converts nested objects and arrays of objects', () => {
    const body = { page_number: 1, content: [{ content_group_ids: ['a_b'], is_favorite: true }] };
    expect(toCamelKeys(body)).toEqual({
      pageNumber: 1,
      content: [{ contentGroupIds: ['a_b'], isFavorite: true }],
    });
  });

  it('converts keys deeply and back again', () => {
    const value = { pageMarginLeft: 40, links: [{ typeLink: 'INTERNAL', h1Color: '#000000' }] };
    const snake = toSnakeKeys(value);
    expect(snake).toEqual({
      page_margin_left: 40,
      links: [{ type_link: 'INTERNAL', h1_color: '#000000' }],
    });
    expect(toCamelKeys(snake)).toEqual(value);
  });

  it('round-trips camelCase payloads', () => {
    const payload = {
      searchRequests: [{ searchBoxId: 'x', contentGroupIdList: [] }],
      keepLogin: false,
    };
    expect(toCamelKeys(toSnakeKeys(payload))).toEqual(payload);
  });

  it('leaves primitives and null alone', () => {
    expect(toCamelKeys(null)).toBeNull();
    expect(toCamelKeys('a_b')).toBe('a_b');
  });

  it('keeps a "__proto__" key as plain data', () => {
    const converted = toCamelKeys<object>(JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(Object.getPrototypeOf(converted)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('names the wire form of a contract at the type level as toSnakeKeys makes it', () => {
    const contract = { pageNumber: 1, content: [{ contentGroupIds: ['a'], isFavorite: true }] };
    const wire = toSnakeKeys<Wire<typeof contract>>(contract);
    expectTypeOf(wire).toEqualTypeOf<{
      page_number: number;
      content: { content_group_ids: string[]; is_favorite: boolean }[];
    }>();
    expect(wire.content[0]?.content_group_ids).toEqual(['a']);
  });
});
