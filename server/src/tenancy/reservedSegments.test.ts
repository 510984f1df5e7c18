import { companySchema } from '@hondana/schemas';
import { describe, expect, it } from 'vitest';
import { reservedSegments } from './resolve';

describe('reserved first path segments', () => {
  it('can never be chosen as a company path', () => {
    const path = (
      companySchema as { properties: { path: { pattern: string; not: { enum: string[] } } } }
    ).properties.path;
    const validPath = new RegExp(path.pattern);
    const refused = new Set(path.not.enum);
    const choosable = [...reservedSegments].filter(
      (segment) => validPath.test(segment) && !refused.has(segment),
    );
    expect(choosable).toEqual([]);
  });
});
