import type { ContentGroupRecord, ContentRecord } from '../../types/index';
import type { PlanMarks } from './planMarks';

/**
 * The reader's content answers (spec 000 §3: content info, content detail, content group),
 * camelCase as the server's presenters build them (server/src/content/presenter.ts) and the
 * reader reads them; snake_case on the wire.
 */

/** The content fields a list shows, as the content resource holds them. */
type ListedFields = Pick<
  ContentRecord,
  | 'type'
  | 'title'
  | 'author'
  | 'keywords'
  | 'description'
  | 'param1'
  | 'param2'
  | 'param3'
  | 'param4'
  | 'param5'
  | 'distributor'
  | 'distributorName'
  | 'seriesKey'
  | 'publishedDate'
  | 'canDownload'
>;

/** A content as every list answers it (search, a group's page, favourites, the home groups). */
export interface ContentListItem extends ListedFields {
  id: string;
  detailId: string;
  /** The content's id when it has a cover of its own, else null. */
  beContentsId: string | null;
  coverUrl: string | null;
  fileName: string | null;
  extensionType: string | null;
  view: boolean;
  /** 0 not allowed, 1 all pages, 2 the current page. */
  print: number;
  printableContent: boolean;
  isFavorite: boolean;
  updatedAt: string;
  /**
   * Where the signed-in reader left the book: only the items of their "Recently read" group
   * carry it (null: opened, no page saved yet); every other list leaves it out.
   */
  readingProgress?: ReadingProgress | null;
  /**
   * Plan marks: the detail, search and group page answers carry them; the home page's group
   * list does not (its cards have no buttons).
   */
  isSubscriptionPlan?: PlanMarks['isSubscriptionPlan'];
  isRegistered?: PlanMarks['isRegistered'];
}

/** Where the reader left a book: the saved page and the book's page count (null: unknown). */
export interface ReadingProgress {
  page: number;
  pageCount: number | null;
}

/** The detail layout: one content, its group's list, or its series. */
export type ContentLayout = ContentGroupRecord['contentType'];

/** `GET /content/public/detail/{id}`: the list fields plus what only the detail page shows. */
export interface ContentDetail extends ContentListItem {
  isSubscriptionPlan: PlanMarks['isSubscriptionPlan'];
  isRegistered: PlanMarks['isRegistered'];
  toc: string;
  contentGroupIds: string[];
  contentGroups: { id: string; name: string; type: number }[];
  contentLayoutDetail: ContentLayout;
  isTrending: boolean;
}

/** One content group of the group lists, with its first page of contents. */
export interface ContentGroupShelf {
  id: string;
  name: string;
  /** 1 normal, 2 favourite, 3 recently read, 4 new, 5 popular, 6 recommend. */
  type: number;
  default: boolean;
  isPublic: boolean;
  refCode: string | null;
  contentType: ContentLayout;
  isWrapLine: boolean;
  itemSize: number;
  numRow: number;
  page: number;
  totalPages: number;
  totalElements: number;
  contents: ContentListItem[];
}
