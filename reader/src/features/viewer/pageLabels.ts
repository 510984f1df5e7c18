/**
 * A book's own page names (its /PageLabels: "T-1", "i", "1" …) beside the viewer's physical
 * page numbers. Pure, so it is tested without a browser.
 */

/** What the page field shows for physical page `page`: its label, or its number without one. */
export function labelOf(page: number, labels: readonly string[] | null): string {
  return labels?.[page - 1] || String(page);
}

/**
 * The physical page a typed value names, or null when it names none. A label wins over a
 * number, as in pdf.js's own viewer: in a book whose page "1" is the fourth, typing 1 goes to
 * the book's page 1. A number that is no label is a physical page (clamped to the book).
 */
export function pageForTyped(
  typed: string,
  labels: readonly string[] | null,
  pageCount: number,
): number | null {
  const wanted = typed.trim();
  if (!wanted || pageCount < 1) return null;
  if (labels) {
    const exact = labels.indexOf(wanted);
    if (exact >= 0) return exact + 1;
    const folded = wanted.toLowerCase();
    const loose = labels.findIndex((label) => label.toLowerCase() === folded);
    if (loose >= 0) return loose + 1;
  }
  if (!/^\d+$/.test(wanted)) return null;
  return Math.min(Math.max(1, Number(wanted)), pageCount);
}

/**
 * Labels worth showing: pdf.js answers labels for every page when the book has any; a book
 * whose labels are just 1, 2, 3 … needs none.
 */
export function usefulLabels(labels: readonly string[] | null): string[] | null {
  if (!labels || labels.length === 0) return null;
  return labels.some((label, index) => label !== String(index + 1)) ? [...labels] : null;
}
