import type { AdminContent, ContentFileState, TextStatus } from '@hondana/schemas/contracts';
import type { ContentRecord as ContentFields } from '@hondana/schemas';

/** The badge a content shows: '' means none (spec 000 §2). */
export const contentTypes = ['', 'new', 'popular', 'recommend'] as const;
export type ContentType = (typeof contentTypes)[number];

/** The text extraction's states, shared with the console's filter. */
export { textStatuses } from '@hondana/schemas/contracts';
export type { TextStatus };

/** The fields an administrator (or a CSV row) may write: the content resource schema's. */
export interface ContentInput extends Omit<ContentFields, 'groupIds' | 'print'> {
  /** 0 not allowed, 1 all pages, 2 current page (rows read it back as a plain number). */
  print: number;
}

/** A content as services see it (camelCase; the admin API sends it as is). */
export interface Content extends ContentInput, ContentFileState {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** The admin record: the content plus the groups it belongs to (declared in the contracts). */
export type ContentRecord = AdminContent;
