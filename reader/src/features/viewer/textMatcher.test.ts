import { describe, expect, it } from 'vitest';
import { findMatches, normalise } from './textMatcher';

const found = (text: string, query: string, options = {}) =>
  findMatches(text, query, options).map(([start, end]) => text.slice(start, end));

describe('normalise', () => {
  it('folds half-width katakana to full width, composing the voiced marks', () => {
    expect(normalise('ﾊﾞｰｼﾞｮﾝ').text).toBe('バージョン');
    expect(normalise('ﾊﾟｽ').text).toBe('パス');
    // A combining mark after full-width kana composes too.
    expect(normalise('ハ\u3099').text).toBe('バ');
  });

  it('folds full-width Latin and digits to ASCII, and case unless asked not to', () => {
    expect(normalise('ＰＤＦ　１２').text).toBe('pdf 12');
    expect(normalise('ＰＤＦ', { matchCase: true }).text).toBe('PDF');
  });

  it('maps each normalised code unit back to the original characters it came from', () => {
    const { text, from, to } = normalise('aﾊﾞｰﬁ');
    expect(text).toBe('aバーfi');
    expect(from).toEqual([0, 1, 3, 4, 4]);
    expect(to).toEqual([1, 3, 4, 5, 5]);
  });
});

describe('findMatches', () => {
  it('finds full-width text from a half-width query and the reverse, with original offsets', () => {
    const page = '新しいバージョンとﾊﾞｰｼﾞｮﾝ';
    expect(findMatches(page, 'ﾊﾞｰｼﾞｮﾝ')).toEqual([
      [3, 8],
      [9, 16],
    ]);
    expect(found(page, 'バージョン')).toEqual(['バージョン', 'ﾊﾞｰｼﾞｮﾝ']);
  });

  it('ignores case by default and respects it with matchCase', () => {
    expect(found('DER der Der', 'der')).toHaveLength(3);
    expect(found('DER der Der', 'DER', { matchCase: true })).toEqual(['DER']);
  });

  it('finds whole Latin words only with wholeWord', () => {
    const text = 'DER encoding, DERIVED from BER; see der.';
    expect(found(text, 'der')).toHaveLength(3);
    expect(findMatches(text, 'der', { wholeWord: true })).toEqual([
      [0, 3],
      [36, 39],
    ]);
    expect(found('under_der der2 der', 'der', { wholeWord: true })).toEqual(['der']);
  });

  it('does not apply word edges to Japanese text', () => {
    expect(found('新しいバージョンです', 'バージョン', { wholeWord: true })).toHaveLength(1);
    // A Latin edge beside Japanese is a word edge.
    expect(found('PDFファイル', 'pdf', { wholeWord: true })).toHaveLength(1);
  });

  it('finds nothing for an empty query and does not overlap matches', () => {
    expect(findMatches('abc', '   ')).toEqual([]);
    expect(found('aaaa', 'aa')).toHaveLength(2);
  });
});
