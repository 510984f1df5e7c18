import { describe, expect, it } from 'vitest';
import { isShown, visibleProperties } from './showWhen';

describe('showWhen', () => {
  it('shows a field only while every condition holds', () => {
    expect(isShown(undefined, {})).toBe(true);
    expect(isShown({ googleOption: ['LOGIN'] }, { googleOption: 'LOGIN' })).toBe(true);
    expect(isShown({ googleOption: ['LOGIN'] }, { googleOption: 'NONE' })).toBe(false);
    expect(isShown({ loginByIpAddress: [true] }, {})).toBe(false);
  });

  it('filters the properties of an object by their uiSchema', () => {
    const property = (name: string) => ({ name, content: null, hidden: false });
    const uiSchema = {
      googleClientId: { 'ui:options': { showWhen: { googleOption: ['LOGIN'] } } },
    };
    const properties = [property('googleOption'), property('googleClientId')];
    expect(
      visibleProperties(properties, uiSchema, { googleOption: 'NONE' }).map((p) => p.name),
    ).toEqual(['googleOption']);
    expect(visibleProperties(properties, uiSchema, { googleOption: 'LOGIN' })).toHaveLength(2);
  });
});
