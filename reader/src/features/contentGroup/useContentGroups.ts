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

const NONE: ContentGroupLists = { special: [], normal: [] };

/**
 * The sidebar's content groups. Groups come from the content API, which the reader does
 * not call yet (content browsing is a later issue), so both lists are empty for now.
 */
export function useContentGroups(): ContentGroupLists {
  return NONE;
}
