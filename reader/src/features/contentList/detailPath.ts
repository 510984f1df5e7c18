/** Where a content's detail page is, in the context it is listed in (spec §2 routes). */
export function detailPath(contentId: string, context: { base: string; groupId?: string }): string {
  if (context.base === '/search') return `/search/${contentId}`;
  const prefix = context.base === '/' ? '' : context.base;
  return context.groupId ? `${prefix}/${context.groupId}/${contentId}` : `/search/${contentId}`;
}

/** The group pages' base: /home-search when the page is under it, else the root. */
export function groupBaseOf(pathname: string): '/' | '/home-search' {
  return /^\/home-search(\/|$)/.test(pathname) ? '/home-search' : '/';
}
