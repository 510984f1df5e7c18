import { toIso } from '../db/json';
import type { Content, ContentInput, ContentType, TextStatus } from './types';

type Row = Record<string, unknown>;

/** Admin sort keys → columns (anything else sorts by creation). */
export const sortableColumns: Record<string, string> = {
  id: 'id',
  title: 'title',
  author: 'author',
  type: 'type',
  print: 'print',
  isPublished: 'is_published',
  textStatus: 'text_status',
  seriesKey: 'series_key',
  publishedDate: 'published_date',
  distributor: 'distributor',
  distributorName: 'distributor_name',
  fileName: 'file_name',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

export function fromRow(row: Row): Content {
  const text = (key: string) => String(row[key] ?? '');
  const nullable = (key: string) =>
    row[key] === null || row[key] === undefined ? null : text(key);
  const count = (key: string) =>
    row[key] === null || row[key] === undefined ? null : Number(row[key]);
  return {
    id: text('id'),
    companyId: text('company_id'),
    title: text('title'),
    author: text('author'),
    type: text('type') as ContentType,
    keywords: text('keywords'),
    toc: text('toc'),
    description: text('description'),
    param1: text('param1'),
    param2: text('param2'),
    param3: text('param3'),
    param4: text('param4'),
    param5: text('param5'),
    distributor: text('distributor'),
    distributorName: text('distributor_name'),
    fileKey: nullable('file_key'),
    fileName: nullable('file_name'),
    extensionType: nullable('extension_type'),
    fileSize: count('file_size'),
    coverKey: nullable('cover_key'),
    print: Number(row.print),
    canView: Boolean(row.can_view),
    canDownload: Boolean(row.can_download),
    maxReaders: count('max_readers'),
    printPageLimit: count('print_page_limit'),
    downloadPageLimit: count('download_page_limit'),
    isPublished: Boolean(row.is_published),
    hasActiveContent: Boolean(row.has_active_content),
    textStatus: text('text_status') as TextStatus,
    textError: nullable('text_error'),
    seriesKey: nullable('series_key'),
    publishedDate: toIso(row.published_date),
    createdAt: toIso(row.created_at) ?? '',
    updatedAt: toIso(row.updated_at) ?? '',
  };
}

export function toRow(input: ContentInput): Row {
  return {
    title: input.title,
    author: input.author,
    type: input.type,
    keywords: input.keywords,
    toc: input.toc,
    description: input.description,
    param1: input.param1,
    param2: input.param2,
    param3: input.param3,
    param4: input.param4,
    param5: input.param5,
    distributor: input.distributor,
    distributor_name: input.distributorName,
    print: input.print,
    can_view: input.canView,
    can_download: input.canDownload,
    max_readers: input.maxReaders ?? null,
    print_page_limit: input.printPageLimit ?? null,
    download_page_limit: input.downloadPageLimit ?? null,
    is_published: input.isPublished,
    series_key: input.seriesKey,
    published_date: input.publishedDate,
  };
}
