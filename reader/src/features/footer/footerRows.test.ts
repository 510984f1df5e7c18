import { describe, expect, it } from 'vitest';
import type { FooterLink } from '@hondana/schemas';
import { footerRows } from './footerRows';

function link(id: string, positionLink: FooterLink['positionLink'], ordinal: number): FooterLink {
  return { id, label: id, url: `/${id}`, typeLink: 'INTERNAL', positionLink, ordinal };
}

const alignment = { upper: 'LEFT', middle: 'CENTER', lower: 'RIGHT' } as const;

describe('footerRows', () => {
  it('groups links into upper, middle and lower rows sorted by ordinal', () => {
    const links = [
      link('c', 'LOWER', 1),
      link('b', 'UPPER', 2),
      link('a', 'UPPER', 1),
      link('d', 'MIDDLE', 0),
      link('e', 'UPPER', 3),
    ];
    const rows = footerRows({ links, horizontalLinkPosition: alignment });
    expect(rows.map((row) => row.position)).toEqual(['UPPER', 'MIDDLE', 'LOWER']);
    expect(rows[0].links.map((l) => l.id)).toEqual(['a', 'b', 'e']);
    expect(rows.map((row) => row.alignment)).toEqual(['LEFT', 'CENTER', 'RIGHT']);
  });

  it('gives each link 100 / n percent of its row', () => {
    const links = [
      link('a', 'UPPER', 1),
      link('b', 'UPPER', 2),
      link('c', 'UPPER', 3),
      link('d', 'LOWER', 1),
    ];
    const rows = footerRows({ links, horizontalLinkPosition: alignment });
    expect(rows[0].linkWidth).toBe('33.3333%');
    expect(rows[1].linkWidth).toBe('100%');
  });

  it('keeps the saved order for equal ordinals and drops empty rows', () => {
    const links = [link('x', 'MIDDLE', 1), link('y', 'MIDDLE', 1)];
    const rows = footerRows({ links, horizontalLinkPosition: alignment });
    expect(rows).toHaveLength(1);
    expect(rows[0].links.map((l) => l.id)).toEqual(['x', 'y']);
    expect(footerRows({ links: [], horizontalLinkPosition: alignment })).toEqual([]);
  });
});
