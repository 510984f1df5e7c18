import type { ContentGroupRecord } from '@hondana/schemas';

/** 1 normal, 2 favourite, 3 recently read, 4 new, 5 popular, 6 recommend (spec 000 §3). */
export const GroupType = {
  NORMAL: 1,
  FAVOURITE: 2,
  RECENTLY_READ: 3,
  NEW: 4,
  POPULAR: 5,
  RECOMMEND: 6,
} as const;

export const groupLayouts = ['SIMPLE', 'LIST_SAME_GROUP', 'SERIES'] as const;
export type GroupLayout = (typeof groupLayouts)[number];

/** A content group as services see it: the resource schema's fields plus what the server adds. */
export interface ContentGroup extends Omit<ContentGroupRecord, 'type'> {
  id: string;
  companyId: string;
  /** A {@link GroupType}; rows read it back as a plain number. */
  type: number;
  createdAt: string;
  updatedAt: string;
}

export type ContentGroupInput = Omit<ContentGroup, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

/** The content `type` a special group lists (types 4-6). */
export const typeOfSpecialGroup: Partial<Record<number, string>> = {
  [GroupType.NEW]: 'new',
  [GroupType.POPULAR]: 'popular',
  [GroupType.RECOMMEND]: 'recommend',
};

/** Special groups list the reader's own contents: nothing to show before sign-in. */
export function isPersonalGroup(type: number): boolean {
  return type === GroupType.FAVOURITE || type === GroupType.RECENTLY_READ;
}
