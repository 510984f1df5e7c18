import type { Knex } from 'knex';

/** Page 1's size in PDF points, known once its image was drawn at upload. */
export interface FirstPageSize {
  width: number;
  height: number;
}

/**
 * The size of the content's first-page image (content/files/firstPage.ts), or null while the
 * book has none: not drawn yet, or a page that could not be drawn.
 */
export async function firstPageSize(
  db: Knex,
  companyId: string,
  contentId: string,
): Promise<FirstPageSize | null> {
  const row = await db('contents')
    .where({ company_id: companyId, id: contentId })
    .first('first_page_width', 'first_page_height');
  const width = Number(row?.first_page_width ?? 0);
  const height = Number(row?.first_page_height ?? 0);
  return width > 0 && height > 0 ? { width, height } : null;
}
