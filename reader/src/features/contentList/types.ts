import type { PlanMarks } from '@hondana/schemas/contracts';

/** A content as the lists show it (spec §3 content info; camelCased by the API client). */
export interface ContentItem {
  id: string;
  title: string;
  author: string;
  /** new, popular, recommend; anything else shows no badge. */
  type: string;
  coverUrl?: string | null;
  keywords?: string;
  description?: string;
  param1?: string;
  param2?: string;
  param3?: string;
  param4?: string;
  param5?: string;
  distributor?: string;
  distributorName?: string;
  view?: boolean;
  canDownload?: boolean;
  isFavorite?: boolean;
  publishedDate?: string | null;
  /**
   * Where the signed-in reader left the book: only the items of their "Recently read" group
   * carry it (null: opened, no page saved yet); every other list leaves it out.
   */
  readingProgress?: { page: number; pageCount: number | null } | null;
  /**
   * Plan marks: the detail, search and group page answers carry them; the home page's group
   * list does not (its cards have no buttons).
   */
  isSubscriptionPlan?: PlanMarks['isSubscriptionPlan'];
  isRegistered?: PlanMarks['isRegistered'];
}

/** Spec §3 content detail: the list fields plus what only the detail page shows. */
export interface ContentDetail extends ContentItem {
  toc: string;
  contentGroupIds: string[];
  contentGroups: { id: string; name: string; type: number }[];
  contentLayoutDetail: 'SIMPLE' | 'LIST_SAME_GROUP' | 'SERIES';
  isSubscriptionPlan: PlanMarks['isSubscriptionPlan'];
  isRegistered: PlanMarks['isRegistered'];
}

/** Spec §3 content group, as the group lists answer it with its first page of contents. */
export interface ContentGroup {
  id: string;
  name: string;
  /** 1 normal, 2 favourite, 3 recently read, 4 new, 5 popular, 6 recommend. */
  type: number;
  contentType: ContentDetail['contentLayoutDetail'];
  isWrapLine: boolean;
  itemSize: number;
  numRow: number;
  page: number;
  totalPages: number;
  totalElements: number;
  contents: ContentItem[];
}

export const GroupType = { NORMAL: 1, FAVOURITE: 2, RECENTLY_READ: 3 } as const;

export function isPersonalGroup(type: number): boolean {
  return type === GroupType.FAVOURITE || type === GroupType.RECENTLY_READ;
}
