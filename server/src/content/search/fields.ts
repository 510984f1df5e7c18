import type { SearchBox } from '@hondana/schemas';

export type SearchField = SearchBox['searchFields'][number];

/** The columns a search box field reads; `fullText` is every column plus the extracted text. */
export interface FieldSet {
  columns: readonly string[];
  hasText: boolean;
}

const COLUMN_OF: Record<Exclude<SearchField, 'fullText'>, string> = {
  title: 'title',
  author: 'author',
  keywords: 'keywords',
  description: 'description',
  toc: 'toc',
  param1: 'param1',
  param2: 'param2',
  param3: 'param3',
  param4: 'param4',
  param5: 'param5',
  distributor: 'distributor_name',
};

export const ALL_FIELDS: FieldSet = { columns: Object.values(COLUMN_OF), hasText: true };

export function fieldSet(fields: readonly SearchField[]): FieldSet {
  if (fields.includes('fullText')) return ALL_FIELDS;
  const columns = fields.map((field) => COLUMN_OF[field as Exclude<SearchField, 'fullText'>]);
  return { columns: [...new Set(columns)], hasText: false };
}
