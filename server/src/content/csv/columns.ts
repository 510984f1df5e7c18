/**
 * The content CSV (docs/decisions.md, "Content CSV"): row 1 the column names below, row 2 their
 * Japanese labels (ignored on import), row 3 the catalogue year in its first cell (the spec's
 * year check), contents from row 4. Export writes the same layout, so an export re-imports.
 */
export const CONTENT_CSV_COLUMNS = [
  'id',
  'title',
  'author',
  'type',
  'keywords',
  'toc',
  'description',
  'param1',
  'param2',
  'param3',
  'param4',
  'param5',
  'distributor',
  'distributor_name',
  'series_key',
  'print',
  'can_view',
  'can_download',
  'max_readers',
  'print_page_limit',
  'download_page_limit',
  'is_published',
  'published_date',
  'groups',
] as const;

/** Written by the export for information; the import ignores them (files are uploaded). */
export const EXPORT_ONLY_COLUMNS = ['file_name', 'text_status'] as const;

export const columnLabels: Record<string, string> = {
  id: 'ID',
  title: 'タイトル',
  author: '著者',
  type: '種別',
  keywords: 'キーワード',
  toc: '目次',
  description: '説明',
  param1: 'パラメータ1',
  param2: 'パラメータ2',
  param3: 'パラメータ3',
  param4: 'パラメータ4',
  param5: 'パラメータ5',
  distributor: '配信元',
  distributor_name: '配信元名',
  series_key: 'シリーズ',
  print: '印刷',
  can_view: '閲覧',
  can_download: 'ダウンロード',
  max_readers: '同時閲覧数',
  print_page_limit: '印刷上限ページ数（月）',
  download_page_limit: 'ダウンロード上限ページ数',
  is_published: '公開',
  published_date: '発行日',
  groups: 'コンテンツグループ',
  file_name: 'ファイル名',
  text_status: 'テキスト抽出',
};

/** Groups in a cell: ref codes (or ids of groups without one) separated by `|`. */
export const GROUP_SEPARATOR = '|';

export const CONTENT_IMPORT_JOB = 'content-import';

/** Rows after which the import reports progress. */
export const PROGRESS_EVERY = 100;
