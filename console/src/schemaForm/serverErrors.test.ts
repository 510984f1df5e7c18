import { describe, expect, it } from 'vitest';
import { hasErrors, toErrorSchema } from './serverErrors';

describe('toErrorSchema', () => {
  it('nests dotted paths, array indexes included', () => {
    expect(
      toErrorSchema({ 'links.2.url': 'must be a URL', backgroundColor: 'bad colour' }),
    ).toEqual({
      links: { 2: { url: { __errors: ['must be a URL'] } } },
      backgroundColor: { __errors: ['bad colour'] },
    });
  });

  it('puts root-level messages on the form itself and keeps several per field', () => {
    expect(toErrorSchema({ '': 'invalid', root: 'also', 'a.b': ['one', 'two'] })).toEqual({
      __errors: ['invalid', 'also'],
      a: { b: { __errors: ['one', 'two'] } },
    });
  });

  it('accepts JSON pointers and translates message keys', () => {
    const translate = (key: string, options?: { _?: string }) =>
      key === 'ra.validation.required' ? 'Required' : (options?._ ?? key);
    expect(toErrorSchema({ '/slides/0/image': 'ra.validation.required' }, translate)).toEqual({
      slides: { 0: { image: { __errors: ['Required'] } } },
    });
  });

  it('reports whether a body carried field errors', () => {
    expect(hasErrors({ name: 'x' })).toBe(true);
    expect(hasErrors({})).toBe(false);
    expect(hasErrors(undefined)).toBe(false);
  });
});
