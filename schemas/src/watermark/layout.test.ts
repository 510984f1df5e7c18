import { describe, expect, it } from 'vitest';
import type { ViewerWatermark } from './types';
import { isWatermarkShown, watermarkLayout } from './layout';

const page = { width: 600, height: 800, fontSize: 20, textWidth: 200 };

describe('watermarkLayout', () => {
  it('lays DIAGONAL across the page from bottom left to top right', () => {
    const place = watermarkLayout({ ...page, position: 'DIAGONAL' });
    expect(place).toMatchObject({ x: 300, y: 400, align: 'center', baseline: 'middle' });
    expect(place.angle).toBeCloseTo(-Math.atan2(800, 600));
    expect(place.fontSize).toBe(20);
  });

  it('centres CENTER without turning it', () => {
    expect(watermarkLayout({ ...page, position: 'CENTER' })).toMatchObject({
      x: 300,
      y: 400,
      angle: 0,
      align: 'center',
    });
  });

  it('puts the six edge positions at their corner or edge with a half-line margin', () => {
    const at = (position: Parameters<typeof watermarkLayout>[0]['position']) => {
      const { x, y, align, baseline } = watermarkLayout({ ...page, position });
      return { x, y, align, baseline };
    };
    expect(at('TOP_LEFT')).toEqual({ x: 10, y: 10, align: 'left', baseline: 'top' });
    expect(at('TOP_CENTER')).toEqual({ x: 300, y: 10, align: 'center', baseline: 'top' });
    expect(at('TOP_RIGHT')).toEqual({ x: 590, y: 10, align: 'right', baseline: 'top' });
    expect(at('BOTTOM_LEFT')).toEqual({ x: 10, y: 790, align: 'left', baseline: 'bottom' });
    expect(at('BOTTOM_CENTER')).toEqual({ x: 300, y: 790, align: 'center', baseline: 'bottom' });
    expect(at('BOTTOM_RIGHT')).toEqual({ x: 590, y: 790, align: 'right', baseline: 'bottom' });
  });

  it('shrinks text that would run off a narrow page, and keeps text that fits', () => {
    const wide = { ...page, width: 300, textWidth: 580 };
    // 300 - 2 × 10 margin = 280 px of room for 580 px of text.
    expect(watermarkLayout({ ...wide, position: 'TOP_LEFT' }).fontSize).toBeCloseTo(
      (20 * 280) / 580,
    );
    // The diagonal of 300 × 800 has room for it.
    expect(watermarkLayout({ ...wide, position: 'DIAGONAL' }).fontSize).toBe(20);
  });
});

describe('isWatermarkShown', () => {
  const mark: ViewerWatermark = {
    isShow: true,
    isOnlineViewer: true,
    text: 'reader@example.com',
    color: '#000000',
    fontSize: 24,
    position: 'DIAGONAL',
    opacity: 0.15,
  };

  it('needs the enable flag, the online-viewer flag and some text', () => {
    expect(isWatermarkShown(mark)).toBe(true);
    expect(isWatermarkShown({ ...mark, isShow: false })).toBe(false);
    expect(isWatermarkShown({ ...mark, isOnlineViewer: false })).toBe(false);
    expect(isWatermarkShown({ ...mark, text: '  ' })).toBe(false);
    expect(isWatermarkShown(null)).toBe(false);
  });
});
