import { describe, expect, it } from 'vitest';
import { formatZoom, parseZoom, pinchZoom, scaleFor, stepZoom } from './zoom';

const a4 = { pageWidth: 595, pageHeight: 842 };

describe('scaleFor', () => {
  it('fits the width, the whole page, or takes a percentage', () => {
    const room = { ...a4, roomWidth: 1190, roomHeight: 842 };
    expect(scaleFor('page-width', room)).toBe(2);
    expect(scaleFor('page-fit', room)).toBe(1);
    expect(scaleFor('page-actual', room)).toBe(1);
    expect(scaleFor(150, room)).toBe(1.5);
  });

  it('fits a 375 px phone below 100 %', () => {
    expect(scaleFor('page-width', { ...a4, roomWidth: 359, roomHeight: 700 })).toBeCloseTo(
      359 / 595,
    );
  });
});

describe('stepZoom', () => {
  it('moves to the next step in or out, and stops at the ends', () => {
    expect(stepZoom(1, 1)).toBe(125);
    expect(stepZoom(1, -1)).toBe(75);
    expect(stepZoom(0.61, 1)).toBe(75);
    expect(stepZoom(4, 1)).toBe(400);
    expect(stepZoom(0.25, -1)).toBe(25);
  });
});

describe('parseZoom and formatZoom', () => {
  it('read and write the reading position as the server stores it', () => {
    expect(parseZoom('page-fit')).toBe('page-fit');
    expect(parseZoom('150')).toBe(150);
    expect(parseZoom('auto')).toBe('page-width');
    expect(parseZoom('5000')).toBe('page-width');
    expect(parseZoom(null)).toBe('page-width');
    expect(formatZoom(125.4)).toBe('125');
    expect(formatZoom('page-width')).toBe('page-width');
  });
});

describe('pinchZoom', () => {
  it('scales by the fingers’ spread, within 25 % and 400 %', () => {
    expect(pinchZoom(1, 1.5)).toBe(150);
    expect(pinchZoom(0.6, 0.5)).toBe(30);
    expect(pinchZoom(0.3, 0.5)).toBe(25);
    expect(pinchZoom(3, 2)).toBe(400);
  });
});
