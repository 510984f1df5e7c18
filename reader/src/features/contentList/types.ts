/**
 * The content answers the lists, the detail page and the group pages read (spec §3), declared
 * once in the contracts; the reader names a list item `ContentItem`, a group `ContentGroup`.
 */
export type {
  ContentDetail,
  ContentGroupShelf as ContentGroup,
  ContentListItem as ContentItem,
} from '@hondana/schemas/contracts';

export const GroupType = { NORMAL: 1, FAVOURITE: 2, RECENTLY_READ: 3 } as const;

export function isPersonalGroup(type: number): boolean {
  return type === GroupType.FAVOURITE || type === GroupType.RECENTLY_READ;
}
