import type { Knex } from 'knex';
import { toCsvWithBom } from '../../csv/csv';
import { groupMembership } from '../groups/membership';
import { contentGroupRepository } from '../groups/repository';
import { contentRepository } from '../repository';
import type { Content } from '../types';
import { columnLabels, CONTENT_CSV_COLUMNS, EXPORT_ONLY_COLUMNS, GROUP_SEPARATOR } from './columns';

/** Every content of a tenant as CSV (UTF-8 with BOM), in the layout the import reads. */
export async function exportContentsCsv(
  db: Knex,
  companyId: string,
  year: number,
): Promise<string> {
  const header = [...CONTENT_CSV_COLUMNS, ...EXPORT_ONLY_COLUMNS];
  const groups = await contentGroupRepository(db, companyId).all();
  const tokenOf = new Map(groups.map((g) => [g.id, g.refCode ?? g.id]));
  const { items } = await contentRepository(db, companyId).list({
    filter: {},
    sort: ['createdAt', 'ASC'],
  });
  const membership = await groupMembership(db, companyId).groupIdsOf(items.map((c) => c.id));
  const rows = items.map((content) => {
    const groupCell = (membership.get(content.id) ?? [])
      .map((id) => tokenOf.get(id))
      .join(GROUP_SEPARATOR);
    return header.map((column) => cellOf(content, column, groupCell));
  });
  const labels = header.map((column) => columnLabels[column] ?? column);
  const yearRow = [String(year), ...header.slice(1).map(() => '')];
  return toCsvWithBom([...header], [labels, yearRow, ...rows]);
}

function cellOf(content: Content, column: string, groupCell: string): string {
  switch (column) {
    case 'groups':
      return groupCell;
    case 'distributor_name':
      return content.distributorName;
    case 'series_key':
      return content.seriesKey ?? '';
    case 'can_view':
      return content.canView ? '1' : '0';
    case 'can_download':
      return content.canDownload ? '1' : '0';
    case 'is_published':
      return content.isPublished ? '1' : '0';
    case 'max_readers':
      return String(content.maxReaders ?? '');
    case 'print_page_limit':
      return String(content.printPageLimit ?? '');
    case 'download_page_limit':
      return String(content.downloadPageLimit ?? '');
    case 'published_date':
      return content.publishedDate ? toUsDate(content.publishedDate) : '';
    case 'file_name':
      return content.fileName ?? '';
    case 'text_status':
      return content.textStatus;
    default:
      return String(content[column as keyof Content] ?? '');
  }
}

/** The spec's date format, MM/DD/YYYY (UTC). */
function toUsDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}
