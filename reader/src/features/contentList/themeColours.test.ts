import { describe, expect, it } from 'vitest';
import { themedColour } from './themeColours';

describe('themedColour', () => {
  it('turns the default greens into the theme colour and keeps picked colours', () => {
    expect(themedColour('#2E7D32')).toBe('var(--hd-link, #2e7d32)');
    expect(themedColour('#1b5e20')).toContain('var(--hd-link');
    expect(themedColour('#e8f5e9')).toContain('var(--hd-link');
    expect(themedColour('#ffffff')).toBe('#ffffff');
    expect(themedColour('#1565c0')).toBe('#1565c0');
    expect(themedColour(undefined)).toBeUndefined();
  });
});
