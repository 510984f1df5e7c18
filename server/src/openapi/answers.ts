import type { ContentGroupShelf, ContentListItem, Page, Wire } from '@hondana/schemas/contracts';
import type { Schema, WireFields } from './schema';
import { componentRef, flag, integer, nullableText, objectOf, text } from './schema';

/**
 * The v1 answers' `data` that have a schema of their own, from the contract types the server
 * builds them with (`@hondana/schemas/contracts`); every other route documents `data` as any
 * JSON until its contract gets one. Keyed `METHOD /path` as the route tables write them.
 */
export const v1Answers: Readonly<Record<string, Schema>> = {
  'GET /api/v1/content-group/content-group-list': listOf('ContentGroupShelf'),
  'GET /api/v1/content-group/favorites-recently-read': listOf('ContentGroupShelf'),
  'POST /api/v1/content/search': pageOf('ContentListItem'),
  'POST /api/v1/content/public/search': pageOf('ContentListItem'),
  'POST /api/v1/content/full-text-search': pageOf('ContentListItem'),
  'POST /api/v1/content/public/full-text-search': pageOf('ContentListItem'),
};

const listItem: WireFields<Wire<ContentListItem>> = {
  id: text,
  detail_id: text,
  type: text,
  title: text,
  author: text,
  keywords: text,
  description: text,
  param1: text,
  param2: text,
  param3: text,
  param4: text,
  param5: text,
  distributor: text,
  distributor_name: text,
  series_key: nullableText,
  published_date: nullableText,
  can_download: flag,
  be_contents_id: nullableText,
  cover_url: nullableText,
  file_name: nullableText,
  extension_type: nullableText,
  view: flag,
  print: { enum: [0, 1, 2] },
  printable_content: flag,
  is_favorite: flag,
  updated_at: text,
  reading_progress: {
    oneOf: [
      objectOf({ page: integer, page_count: { type: ['integer', 'null'] } }),
      { type: 'null' },
    ],
  },
  is_subscription_plan: flag,
  is_registered: flag,
};

const shelf: WireFields<Wire<ContentGroupShelf>> = {
  id: text,
  name: text,
  type: integer,
  default: flag,
  is_public: flag,
  ref_code: nullableText,
  content_type: text,
  is_wrap_line: flag,
  item_size: integer,
  num_row: integer,
  page: integer,
  total_pages: integer,
  total_elements: integer,
  contents: { type: 'array', items: componentRef('ContentListItem') },
};

/** The contract-derived component schemas the answers above refer to. */
export const contractSchemas: Readonly<Record<string, Schema>> = {
  ContentListItem: objectOf(listItem, [
    'reading_progress',
    'is_subscription_plan',
    'is_registered',
  ]),
  ContentGroupShelf: objectOf(shelf),
};

/** A plain list of one of the component schemas. */
function listOf(item: string): Schema {
  return { type: 'array', items: componentRef(item) };
}

/** `Page<T>` on the wire, over one of the component schemas. */
function pageOf(item: string): Schema {
  const page: WireFields<Wire<Page<unknown>>> = {
    content: { type: 'array', items: componentRef(item) },
    total_elements: integer,
    total_pages: integer,
    page_number: integer,
    page_size: integer,
    is_total_capped: flag,
  };
  return objectOf(page, ['is_total_capped']);
}
