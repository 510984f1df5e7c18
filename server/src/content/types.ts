/** The badge a content shows: '' means none (spec 000 §2). */
export const contentTypes = ['', 'new', 'popular', 'recommend'] as const;
export type ContentType = (typeof contentTypes)[number];

export const textStatuses = ['NONE', 'PENDING', 'DONE', 'FAILED'] as const;
export type TextStatus = (typeof textStatuses)[number];

/** A content as services see it (camelCase; the admin API sends it as is). */
export interface Content {
  id: string;
  companyId: string;
  title: string;
  author: string;
  type: ContentType;
  keywords: string;
  toc: string;
  description: string;
  param1: string;
  param2: string;
  param3: string;
  param4: string;
  param5: string;
  distributor: string;
  distributorName: string;
  fileKey: string | null;
  fileName: string | null;
  extensionType: string | null;
  fileSize: number | null;
  coverKey: string | null;
  /** 0 not allowed, 1 all pages, 2 current page. */
  print: number;
  canView: boolean;
  canDownload: boolean;
  isPublished: boolean;
  hasActiveContent: boolean;
  textStatus: TextStatus;
  textError: string | null;
  seriesKey: string | null;
  publishedDate: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The fields an administrator (or a CSV row) may write. */
export interface ContentInput {
  title: string;
  author: string;
  type: ContentType;
  keywords: string;
  toc: string;
  description: string;
  param1: string;
  param2: string;
  param3: string;
  param4: string;
  param5: string;
  distributor: string;
  distributorName: string;
  print: number;
  canView: boolean;
  canDownload: boolean;
  isPublished: boolean;
  seriesKey: string | null;
  publishedDate: string | null;
}

/** The admin record: the content plus the groups it belongs to. */
export interface ContentRecord extends Content {
  groupIds: string[];
}
