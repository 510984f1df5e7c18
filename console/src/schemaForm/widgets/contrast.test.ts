import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColor, siblingValue } from './contrast';

describe('contrastRatio', () => {
  it('follows WCAG 2: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1565c0', '#1565c0')).toBe(1);
    // The console's own primary blue on white passes AA; light grey on white does not.
    expect(contrastRatio('#1565c0', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastRatio('#bbbbbb', '#ffffff')).toBeLessThan(4.5);
  });
});

describe('siblingValue', () => {
  const data = {
    backgroundColor: '#000000',
    buttons: [{ color: '#fff', backgroundColor: '#111111' }],
  };

  it('reads the field beside the widget, in lists too', () => {
    expect(siblingValue(data, 'root_color', 'backgroundColor')).toBe('#000000');
    expect(siblingValue(data, 'root_buttons_0_color', 'backgroundColor')).toBe('#111111');
    expect(siblingValue(data, 'root_missing_color', 'backgroundColor')).toBeUndefined();
    expect(siblingValue(null, 'root_color', 'backgroundColor')).toBeUndefined();
  });
});

describe('isHexColor', () => {
  it('accepts #rrggbb only', () => {
    expect(isHexColor('#A0b1C2')).toBe(true);
    expect(['#abc', 'red', '#12345g', '', null].some(isHexColor)).toBe(false);
  });
});
