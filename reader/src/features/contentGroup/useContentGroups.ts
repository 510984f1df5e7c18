import { GroupType } from '../contentList/types';
import { useGroupName } from './groupName';
import { useGroupList } from './useGroupList';

export interface ContentGroupSummary {
  id: string;
  name: string;
}

export interface ContentGroupLists {
  /** Favourites, recently read, new, popular, recommended (types 2-6). */
  special: ContentGroupSummary[];
  /** Normal groups (type 1), the sidebar's "different genres". */
  normal: ContentGroupSummary[];
}

/** The sidebar's content groups; `isEnabled` false (no sidebar blocks) asks for nothing. */
export function useContentGroups(isEnabled: boolean): ContentGroupLists {
  const { data = [] } = useGroupList(isEnabled);
  const nameOf = useGroupName();
  const summary = (group: ContentGroupSummary & { type: number }) => ({
    id: group.id,
    name: nameOf(group),
  });
  return {
    special: data.filter((group) => group.type !== GroupType.NORMAL).map(summary),
    normal: data.filter((group) => group.type === GroupType.NORMAL).map(summary),
  };
}
