import { describe, expect, it } from 'vitest';
import { findInPage } from './documentSearch';
import type { TextRun } from './documentSearch';

// A page 800 pt high at scale 1: PDF y grows upwards, the viewport's downwards.
const toViewport = ([x1, y1, x2, y2]: [number, number, number, number]) => [
  x1,
  800 - y1,
  x2,
  800 - y2,
];
const run = (str: string, x: number, y: number, width: number): TextRun => ({
  str,
  transform: [10, 0, 0, 10, x, y],
  width,
  height: 10,
});

describe('findInPage', () => {
  it('finds English case-insensitively and places the box over the matched characters', () => {
    const hits = findInPage(3, [run('Quiet Reading rooms', 100, 700, 190)], 'reading', toViewport);
    expect(hits).toHaveLength(1);
    expect(hits[0].page).toBe(3);
    expect(hits[0].excerpt).toEqual({ before: 'Quiet ', match: 'Reading', after: ' rooms' });
    const [rect] = hits[0].rects;
    expect(rect.left).toBeCloseTo(160);
    expect(rect.width).toBeCloseTo(70);
    expect(rect.top).toBeCloseTo(90);
    expect(rect.height).toBeCloseTo(12);
  });

  it('finds Japanese across text runs and full-width letters as half-width', () => {
    const runs = [run('吾輩は', 0, 500, 30), run('猫である。ＰＤＦ', 30, 500, 90)];
    const cat = findInPage(1, runs, 'は猫', toViewport);
    expect(cat).toHaveLength(1);
    // The two runs' pieces sit side by side on one line: one box, は (20-30) and 猫 (30-41.25).
    expect(cat[0].rects).toHaveLength(1);
    expect(cat[0].rects[0].left).toBeCloseTo(20);
    expect(cat[0].rects[0].width).toBeCloseTo(21.25);
    expect(findInPage(1, runs, 'pdf', toViewport)).toHaveLength(1);
  });

  it('keeps separate boxes for a match that wraps onto the next line', () => {
    const runs = [run('quiet reading', 0, 500, 130), run('rooms', 0, 480, 50)];
    expect(findInPage(1, runs, 'readingrooms', toViewport)[0].rects).toHaveLength(2);
  });

  it('counts every occurrence and finds nothing for an empty query', () => {
    const runs = [run('page one, page two', 0, 100, 180)];
    expect(findInPage(1, runs, 'PAGE', toViewport)).toHaveLength(2);
    expect(findInPage(1, runs, '   ', toViewport)).toEqual([]);
  });

  it('passes match case and whole word on, and ends a word at the end of a line', () => {
    const runs = [{ ...run('DER and', 0, 500, 70), hasEOL: true }, run('DERIVED der', 0, 480, 110)];
    expect(findInPage(1, runs, 'der', toViewport)).toHaveLength(3);
    expect(findInPage(1, runs, 'der', toViewport, { matchCase: true })).toHaveLength(1);
    expect(findInPage(1, runs, 'der', toViewport, { wholeWord: true })).toHaveLength(2);
    // The line break is no character of the page: "and" then "DER" is not "andDER".
    expect(findInPage(1, runs, 'andder', toViewport)).toEqual([]);
    const [and] = findInPage(1, runs, 'and', toViewport, { wholeWord: true });
    expect(and.excerpt).toEqual({ before: 'DER ', match: 'and', after: '' });
  });

  it('marks the original half-width characters for a full-width query', () => {
    // 7 code units: ﾊﾞｰｼﾞｮﾝ, 10 pt each, after 新しい (3 characters).
    const hits = findInPage(1, [run('新しいﾊﾞｰｼﾞｮﾝ', 0, 500, 100)], 'バージョン', toViewport);
    expect(hits).toHaveLength(1);
    expect(hits[0].rects[0].left).toBeCloseTo(30);
    expect(hits[0].rects[0].width).toBeCloseTo(70);
  });

  it('shares a run among its characters by their measured widths when it can', () => {
    // "iiW": i is 1 wide, W is 4: W takes 4/6 of the 60 pt run.
    const measure = (text: string) => [...text].reduce((sum, c) => sum + (c === 'W' ? 4 : 1), 0);
    const [hit] = findInPage(1, [run('iiW', 0, 500, 60)], 'w', toViewport, {}, measure);
    expect(hit.rects[0].left).toBeCloseTo(20);
    expect(hit.rects[0].width).toBeCloseTo(40);
  });
});
