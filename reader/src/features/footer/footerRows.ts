import type { FooterLink, FooterSettings } from '@hondana/schemas';

export type RowPosition = FooterLink['positionLink'];
export type Alignment = FooterSettings['horizontalLinkPosition']['upper'];

export interface FooterRow {
  position: RowPosition;
  alignment: Alignment;
  links: FooterLink[];
  /** Spec §2: each link takes 100 / n % of its row. */
  linkWidth: string;
}

const ROWS: readonly RowPosition[] = ['UPPER', 'MIDDLE', 'LOWER'];

/** The non-empty footer rows, top to bottom, each sorted by ordinal (ties keep saved order). */
export function footerRows(
  footer: Pick<FooterSettings, 'links' | 'horizontalLinkPosition'>,
): FooterRow[] {
  return ROWS.map((position) => {
    const links = footer.links
      .filter((link) => link.positionLink === position)
      .sort((a, b) => a.ordinal - b.ordinal);
    return {
      position,
      alignment: footer.horizontalLinkPosition[rowKey(position)],
      links,
      linkWidth: `${+(100 / Math.max(links.length, 1)).toFixed(4)}%`,
    };
  }).filter((row) => row.links.length > 0);
}

function rowKey(position: RowPosition): keyof FooterSettings['horizontalLinkPosition'] {
  return position.toLowerCase() as Lowercase<RowPosition>;
}
