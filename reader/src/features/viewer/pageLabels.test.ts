import { describe, expect, it } from 'vitest';
import { labelOf, pageForTyped, usefulLabels } from './pageLabels';

const labels = ['T-1', 'i', 'ii', '1', '2', '3'];

describe('page labels', () => {
  it('shows a page by its label, or its number without labels', () => {
    expect([labelOf(1, labels), labelOf(4, labels), labelOf(4, null)]).toEqual(['T-1', '1', '4']);
  });

  it('finds a typed label before a typed number, and ignores case', () => {
    expect(pageForTyped('1', labels, 6)).toBe(4);
    expect(pageForTyped('ii', labels, 6)).toBe(3);
    expect(pageForTyped('II', labels, 6)).toBe(3);
    expect(pageForTyped(' t-1 ', labels, 6)).toBe(1);
  });

  it('takes a number that is no label as a physical page, clamped; nothing else', () => {
    expect(pageForTyped('5', labels, 6)).toBe(5);
    expect(pageForTyped('99', labels, 6)).toBe(6);
    expect(pageForTyped('0', null, 6)).toBe(1);
    expect(pageForTyped('iv', labels, 6)).toBeNull();
    expect(pageForTyped('', labels, 6)).toBeNull();
  });

  it('keeps labels only when they differ from the page numbers', () => {
    expect(usefulLabels(['1', '2', '3'])).toBeNull();
    expect(usefulLabels(null)).toBeNull();
    expect(usefulLabels(['i', '1'])).toEqual(['i', '1']);
  });
});
