import { describe, expect, it } from 'vitest';
import { camelizeKeys, camelToSnake, snakeizeKeys, snakeToCamel } from './caseKeys';

describe('key case conversion', () => {
  it('converts single keys both ways', () => {
    expect(snakeToCamel('total_elements')).toBe('totalElements');
    expect(snakeToCamel('param_1')).toBe('param1');
    expect(camelToSnake('isSubscribeMail')).toBe('is_subscribe_mail');
  });

  it('converts nested objects and arrays of objects', () => {
    const body = { page_number: 1, content: [{ content_group_ids: ['a_b'], is_favorite: true }] };
    expect(camelizeKeys(body)).toEqual({
      pageNumber: 1,
      content: [{ contentGroupIds: ['a_b'], isFavorite: true }],
    });
  });

  it('round-trips camelCase payloads', () => {
    const payload = {
      searchRequests: [{ searchBoxId: 'x', contentGroupIdList: [] }],
      keepLogin: false,
    };
    expect(camelizeKeys(snakeizeKeys(payload))).toEqual(payload);
  });

  it('leaves primitives and null alone', () => {
    expect(camelizeKeys(null)).toBeNull();
    expect(camelizeKeys('a_b')).toBe('a_b');
  });
});
