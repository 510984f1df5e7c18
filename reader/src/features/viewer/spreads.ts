/**
 * Rows of a two-page spread (pure, unit-tested). With the cover alone, page 1 has a row of its
 * own and the pairs start at 2 (2-3, 4-5 …), as a printed book lies open; otherwise 1-2, 3-4 ….
 * A book of one or two pages always pairs: a leaflet has no cover to set apart.
 */
export function isCoverAloneIn(pageCount: number, isCoverAlone: boolean): boolean {
  return isCoverAlone && pageCount > 2;
}

/** The first and last page of the row holding `page`. */
export function spreadOf(page: number, pageCount: number, isCoverAlone: boolean): [number, number] {
  const isAlone = isCoverAloneIn(pageCount, isCoverAlone);
  if (isAlone && page <= 1) return [1, 1];
  const first = isAlone ? page - ((page - 2) % 2) : page - ((page - 1) % 2);
  return [first, Math.min(first + 1, pageCount)];
}

/**
 * Where a page turn lands: the next or previous row, named by its later page (the page the
 * viewer names as being read in a spread), or one page either way without a spread.
 */
export function turnTarget(
  page: number,
  direction: number,
  pageCount: number,
  spread: { isSpread: boolean; isCoverAlone: boolean },
): number {
  if (!spread.isSpread) return page + direction;
  const [first, last] = spreadOf(page, pageCount, spread.isCoverAlone);
  const next = direction > 0 ? last + 1 : first - 1;
  if (next < 1 || next > pageCount) return page;
  return spreadOf(next, pageCount, spread.isCoverAlone)[1];
}
