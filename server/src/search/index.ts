export { createSearchIndex, INDEXED_COLUMNS } from './searchIndex';
export type { SearchIndex } from './searchIndex';
export { createSearchService } from './service';
export type { SearchService } from './service';
